-- Groundramon: digivolves from [Coredramon] for 3 and <Blocker> are card data.
-- [Your Turn] an [Examon] in your hand may treat this Digimon as level 6 for a DNA digivolution: its
-- DNA requirements may read it as level 6 (or as its own level), for a DNA digivolution into an
-- [Examon] from the hand only (by the rules or an effect; no other card, no other digivolution).
-- [End of Your Turn] this Digimon and 1 of your other Digimon with [Dramon] in its name may DNA digivolve
-- into a Digimon card in your hand, paying its DNA digivolution cost.
-- Inherited: [All Turns] while this Digimon has [Dramon] or [Examon] in its name, it gains <Blocker>.
card:dna_as_level(draconic.examon_in_hand, 6, {turn = "yours"})
card:end_of_your_turn(function(me, self) fx.dna_from_hand(me, self, draconic.dramon) end)
card:static{inherited = true, keywords = {"blocker"}, condition = function(me, self) return draconic.dramon_or_examon(self) end}
