-- Spinomon: [Your Turn] this Digimon gets +3000 DP.
card:static{turn = "yours", dp = 3000}
