-- MaloMyotismon: <Piercing> (card data). [All Turns] when other Digimon are deleted, gain 1 memory for each
-- Digimon deleted (erratum 2021-04-23: "for each Digimon deleted").
card:when("digimon_deleted", function(me, self, c, d, f) game.gain_memory(me, f.count) end)
