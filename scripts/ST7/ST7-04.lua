-- Biyomon: <Blocker> (card data). [Your Turn] this Digimon can't attack players (it may still attack
-- the opponent's Digimon).
card:static{turn = "yours", forbid = {"attack_players"}}
