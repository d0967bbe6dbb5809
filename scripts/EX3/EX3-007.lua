-- Lavorvomon: [On Play] reveal the 4 cards on top of the deck; to the hand go one Digimon card with
-- [Rock Dragon], [Earth Dragon], [Bird Dragon], [Machine Dragon] or [Sky Dragon] in its traits and one
-- [Hina Kurihara] among them (each that is there: one alone when the other is missing, Q3372; both, not
-- one, when both are, Q3373); the others go to the bottom of the deck in an order the player picks.
-- The shared card list lacks this effect; its card data is corrected (cards/corrections/source.json,
-- scripts/EX3/RULINGS.md): it is EX3-048 Jazardmon's [On Play], word for word.
-- Inherited: [When Attacking] if this Digimon has an [On Play] effect, delete 1 of your opponent's
-- Digimon with 3000 DP or less (as EX3-005 Vorvomon's inherited effect).
card:on_play(draconic.reveal_dragon_and_hina)
draconic.inherited_delete3000_when_attacking()
