-- Rosemon: [When Digivolving] 1 of the opponent's Digimon can't attack or block until the end of
-- their next turn.
card:when_digivolving(function(me)
  fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn")
end)
