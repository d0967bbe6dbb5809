-- GrandisKuwagamon: digivolves from [GranKuwagamon] for 1 (card data). [When Digivolving] suspend 1 of
-- your opponent's Digimon; then, if this Digimon is attacking (digivolved during its attack, Q1849),
-- you may switch the target of the attack to 1 of your opponent's suspended Digimon (11-2-7-2; one
-- that can't be attacked too, Q1851). [Your Turn] this Digimon gets +4000 DP. [When Attacking] [Once
-- Per Turn] if a card named [GranKuwagamon] or [X Antibody] is among its digivolution cards (not the
-- trait, Q1850), suspend 1 of your opponent's Digimon and unsuspend this Digimon. The "if" is read as
-- the effect would activate (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when_digivolving(function(me, self)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
  xab.switch_to_suspended(me, self)
end)
card:static{turn = "yours", dp = 4000}
card:when_attacking(function(me, self)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
  game.unsuspend(self)
end, {once_per_turn = true, activate_if = function(me, self) return xab.under(self, "GranKuwagamon") end})
