-- Taomon (inherited): [Your Turn] all of your opponent's Security Digimon get -1000 DP. At 0 DP one
-- still battles the checking Digimon (Q1325) and its [Security] effect activates as usual (Q1326);
-- played by that effect it is no longer a Security Digimon (Q1327): the core's.
card:static{inherited = true, turn = "yours", applies = "opponent_security_digimon", dp = -1000}
