-- Budmon (inherited): [Your Turn] while this Digimon has a <Digi-Burst> effect (its own, inherited
-- or granted), it gets +1000 DP; whether the <Digi-Burst> could be activated or paid now does not
-- matter (Q1151, Q1152).
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return game.has_effect(self, "digi_burst") end}
