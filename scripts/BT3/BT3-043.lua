-- Kentaurosmon: [When Digivolving] up to 5 of the opponent's Digimon get <Security Attack -2> until
-- the end of their next turn. [On Deletion] 1 of the opponent's Digimon gets -11000 DP for the turn.
card:when_digivolving(function(me)
  game.change(me, fx.choose(me, game.opponent(me), 5, nil, true), {security_attack = -2}, "opponents_turn")
end)
card:on_deletion(function(me) fx.change_one(me, game.opponent(me), {dp = -11000}) end)
