-- Gigadramon: [Your Turn] this Digimon is also red (in the battle area only: in the breeding area
-- it is black alone, Q1456; so it may digivolve into a card asking for a red level 5, Q1455).
-- Inherited: [Opponent's Turn] this Digimon gets +2000 DP.
card:static{turn = "yours", colors = {"red"}}
card:static{inherited = true, turn = "opponents", dp = 2000}
