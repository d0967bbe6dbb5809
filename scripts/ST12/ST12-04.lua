-- Huckmon: [Your Turn] [Once Per Turn] when you play a Digimon with [Sistermon] in its name, gain 1
-- memory (one gain for several played together, Q756: the watcher triggers once, 4-27-5).
card:when("digimon_played", function(me) game.gain_memory(me, 1) end,
  {whose = "own", turn = "yours", once_per_turn = true,
   condition = function(me, self, c, d) return game.name_has(d, "Sistermon") end})
-- Inherited: [All Turns] while this Digimon has [Huckmon] in its name or [Royal Knight] in its
-- traits, it gets +1000 DP.
card:static{inherited = true, dp = 1000, condition = function(me, self) return royal.huckmon_or_knight(self) end}
