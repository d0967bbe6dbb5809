-- CrysPaledramon: [When Digivolving] trash any 2 digivolution cards (chosen, anywhere in the stack:
-- Q3393) of 1 of your opponent's Digimon, fewer when it has fewer. Then 1 of your opponent's Digimon
-- with no digivolution cards (another one may be chosen, Q3392) can't attack or block until the end of
-- your opponent's turn.
card:when_digivolving(function(me)
  local opp = game.opponent(me)
  local d = fx.choose_one(me, opp)
  local n = d and math.min(2, game.sources(d)) or 0
  if n > 0 then game.move_source(game.choose(me, game.source_cards(d), n, n, "cards"), "trash") end
  fx.change_one(me, opp, {forbid = {"attack", "block"}}, "opponents_turn", fx.no_sources)
end)
