-- Boltmon: <Reboot> (card data). [When Digivolving] <De-Digivolve 1> on 1 of your opponent's Digimon.
card:when_digivolving(function(me) fx.de_digivolve_one(me, 1) end)
