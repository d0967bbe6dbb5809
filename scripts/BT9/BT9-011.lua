-- Growlmon (X Antibody): digivolves from [Growlmon] for 0 (card data). Inherited: [Your Turn] add
-- 1000 to the maximum DP of your DP-based deletion effects (Q1801; not "DP up to this Digimon's", Q1802).
card:effect_number("deletion_dp", function() return 1000 end, {inherited = true, turn = "yours"})
