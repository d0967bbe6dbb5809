-- Andromon: <Blocker> (card data). [Opponent's Turn] all of your Digimon with <Blocker> get +2000 DP.
card:static{turn = "opponents", applies = "own_digimon", dp = 2000,
  condition = function(me, self, c, d) return game.has_keyword(d, "blocker") end}
