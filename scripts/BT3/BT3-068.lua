-- Giromon (inherited): [Opponent's Turn] this Digimon gets +1000 DP.
card:static{inherited = true, turn = "opponents", dp = 1000}
