-- Tsunomon (inherited): [Your Turn] while this Digimon's name has [Garurumon] or [Omnimon], +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return omni.garurumon_or_omnimon(self) end}
