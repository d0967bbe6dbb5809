-- Infermon: [Opponent's Turn] [Once Per Turn] when one of your opponent's Digimon digivolves into a
-- level 5 or higher Digimon, gain 1 memory (not one in the breeding area, Q3236; not when its [When
-- Digivolving] effect deleted Infermon first, Q3238). Inherited: [All Turns] all of your other
-- Digimon with the same name as this Digimon (its name now, Q3237) get +2000 DP.
-- A digivolution in the breeding area triggers no such effect (3-4-7-6, the core's).
card:when("digimon_digivolved", function(me) game.gain_memory(me, 1) end,
  {turn = "opponents", whose = "opponents", once_per_turn = true,
   condition = function(me, self, c, d) return (game.level(d) or 0) >= 5 end})
card:static{inherited = true, applies = "own_digimon", dp = 2000,
  condition = function(me, self, c, d) return d ~= self and game.name(d) == game.name(self) end}
