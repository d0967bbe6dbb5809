-- GranKuwagamon: <Piercing> (card data). On your turn, +4000 DP.
card:static{turn = "yours", dp = 4000}
