-- Agumon (inherited): on your turn, +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000}
