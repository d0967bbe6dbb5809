-- Guilmon (X Antibody): digivolves from [Guilmon] for 0 (card data). [When Digivolving] delete 1 of
-- your opponent's Digimon with 3000 DP or less. Inherited: [Your Turn] add 1000 to the maximum DP of
-- your DP-based deletion effects (Q1799: a number the text shows; not "DP up to this Digimon's", Q1800).
card:when_digivolving(function(me) fx.delete(me, {dp = 3000}) end)
card:effect_number("deletion_dp", function() return 1000 end, {inherited = true, turn = "yours"})
