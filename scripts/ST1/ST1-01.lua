-- Koromon (inherited): on your turn, +1000 DP while the Digimon has 4 or more digivolution cards.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return game.sources(self) >= 4 end}
