-- Toropiamon: [When Digivolving] if this Digimon is suspended (read as it activates), suspend 1 of
-- your opponent's Digimon. Inherited: [Your Turn] [Once Per Turn] when an effect suspends one of your
-- Digimon (<Evade>'s suspension counts, Q3416; an attack's is the rules', Q2872), suspend 1 of your
-- opponent's Digimon.
local function suspend_one(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end
card:when_digivolving(suspend_one, {activate_if = function(me, self) return game.suspended(self) end})
card:when("digimon_suspended", suspend_one, {whose = "own", turn = "yours", once_per_turn = true, inherited = true,
  condition = function(me, self, c, d, f) return f.cause == "effect" end})
