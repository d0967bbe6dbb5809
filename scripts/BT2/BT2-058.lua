-- Guardromon: <Blocker> (card data). On your turn this Digimon can't attack.
card:static{turn = "yours", forbid = {"attack"}}
