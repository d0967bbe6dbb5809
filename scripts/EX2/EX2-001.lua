-- Gigimon (Digi-Egg). Inherited: [When Attacking] [Once Per Turn] if this Digimon has [Guilmon],
-- [Growlmon] or [Gallantmon] in its name, <Draw 1>. The "if" is a processing condition, read as the
-- effect would activate (15-8-3-9-2): unmet, it does not activate and spends no use (15-6-3).
local function named(me, self)
  return game.name_has(self, "Guilmon") or game.name_has(self, "Growlmon") or game.name_has(self, "Gallantmon")
end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true, activate_if = named})
