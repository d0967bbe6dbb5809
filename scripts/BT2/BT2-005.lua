-- Kapurimon (inherited): on your turn, +1000 DP while this Digimon has <Reboot>.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return game.has_keyword(self, "reboot") end}
