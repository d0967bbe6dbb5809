-- Megadramon: [Your Turn] this Digimon is also black (in the battle area only: in the breeding
-- area it is red alone, Q1408; so it may digivolve into a card asking for a black level 5, Q1407).
-- Inherited: [Your Turn] this Digimon gets +2000 DP.
card:static{turn = "yours", colors = {"black"}}
card:static{inherited = true, turn = "yours", dp = 2000}
