-- Jazardmon: [On Play] look at the 4 cards on top of the deck; to the hand go one Digimon card whose
-- traits hold [Rock Dragon], [Earth Dragon], [Bird Dragon], [Machine Dragon] or [Sky Dragon] and one
-- [Hina Kurihara] (each that is there: one alone when the other is missing, Q3417; both, not one,
-- when both are, Q3418); the others go under the deck in an order the player picks.
-- Inherited: [All Turns] +1000 DP as long as this Digimon has an [On Play] effect.
-- "in its traits": a part of one trait (2-3-2-4). EX3-007 Lavorvomon's [On Play] says the same
-- (draconic.reveal_dragon_and_hina).
card:on_play(draconic.reveal_dragon_and_hina)
card:static{inherited = true, dp = 1000, condition = draconic.has_on_play}
