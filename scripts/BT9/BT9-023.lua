-- KausGammamon: digivolves from [Gammamon] for 2 (card data). [Your Turn] this Digimon can't be blocked.
card:cannot_be_blocked_by(function() return true end, {turn = "yours"})
