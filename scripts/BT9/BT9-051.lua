-- Panjyamon (X Antibody): digivolves from [Panjyamon] for 0; its name also counts as having
-- [Leomon] (card data name_also_has: Q1848, not the name [Leomon] itself). [All Turns] when this
-- Digimon would be deleted in battle, you may play 1 [Leomon] from its digivolution cards without
-- paying.
xab.leomon_rescue(card)
