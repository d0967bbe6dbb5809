-- Greymon (inherited): on your turn, +2000 DP.
card:static{inherited = true, turn = "yours", dp = 2000}
