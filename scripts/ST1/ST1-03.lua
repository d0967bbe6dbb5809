-- Agumon (inherited): +1000 DP on your turn.
card:static{inherited = true, turn = "yours", dp = 1000}
