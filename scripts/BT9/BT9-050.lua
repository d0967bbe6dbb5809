-- Leomon (X Antibody): digivolves from [Leomon] for 0 (card data). [All Turns] when this Digimon
-- would be deleted in battle, you may play 1 [Leomon] (that name only, not Leomon (X Antibody):
-- Q1847) from its digivolution cards without paying; it is deleted all the same.
xab.leomon_rescue(card)
