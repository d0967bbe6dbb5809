-- BurningGreymon: it may digivolve from the hand onto a red Tamer as if the Tamer were a level 3
-- Digimon (card data, an evo requirement of kind Tamer). [Your Turn] This Digimon gets +3000 DP.
card:static{turn = "yours", dp = 3000}
