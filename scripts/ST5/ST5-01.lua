-- Kapurimon (inherited): on your turn, +1000 DP while this Digimon has <Blocker>.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return game.has_keyword(self, "blocker") end}
