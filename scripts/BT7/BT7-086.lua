-- Tommy Himi: [On Play] trash 3 digivolution cards from the bottom of 1 of your opponent's Digimon.
-- Inherited: [When Attacking] [Once Per Turn] until the end of your opponent's next turn, 1 of your
-- opponent's Digimon with no digivolution cards can't attack or block (even if it gains some, Q1656).
-- [Security] play this card without paying.
card:on_play(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 3) end
end)
card:when_attacking(function(me)
  fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn", fx.no_sources)
end, {inherited = true, once_per_turn = true})
card:security(function(me, self, c) game.play(c) end)
