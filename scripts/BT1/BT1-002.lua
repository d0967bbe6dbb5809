-- Bebydomon (inherited): on your turn, +2000 DP while this Digimon has <Piercing>.
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return game.has_keyword(self, "piercing") end}
