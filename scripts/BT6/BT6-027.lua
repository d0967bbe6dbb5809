-- Majiramon: [When Digivolving] trash the top digivolution card of 1 of your opponent's Digimon (any
-- one: the text names no filter). Inherited: [When Attacking] [Once Per Turn] if none of your
-- opponent's Digimon has digivolution cards (also when they have no Digimon, Q1418), unsuspend this
-- Digimon. The "if" is read as the effect would activate (15-8-3-9-2); unmet, it is not activated and
-- its use is kept (15-6-3).
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1, "top") end
end)
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {inherited = true, once_per_turn = true,
   activate_if = function(me) return #fx.digimon(game.opponent(me), fx.has_sources) == 0 end})
