-- Koromon (inherited): [Your Turn] while this Digimon's name has [Agumon] or [Greymon], +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return game.name_has(self, "Agumon") or game.name_has(self, "Greymon") end}
