-- AncientVolcanomon: [When Digivolving] <De-Digivolve 3> on 1 of your opponent's Digimon. [On Deletion]
-- you may play 1 black level 4 or lower card with [Hybrid] in its traits from your hand without paying.
card:when_digivolving(function(me) fx.de_digivolve_one(me, 3) end)
warriors.ancient_on_deletion(card, "black")
