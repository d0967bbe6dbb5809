-- Sistermon Ciel: its (Rule) name Sistermon Noir is card data (also_named, Q1470). [All Turns] all of
-- your Digimon with [Huckmon] in their names or [Royal Knight] in their types get +2000 DP. [On Play]
-- gain 1 memory.
card:static{all_turns = true, applies = "own_digimon", dp = 2000,
  condition = function(me, self, c, d) return diamond.huckmon_or_knight(d) end}
card:on_play(function(me) game.gain_memory(me, 1) end)
