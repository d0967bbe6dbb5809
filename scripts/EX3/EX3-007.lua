-- Lavorvomon: [On Play] reveal the 4 cards on top of the deck; to the hand go one Digimon card with
-- [Rock Dragon], [Earth Dragon], [Bird Dragon], [Machine Dragon] or [Sky Dragon] in its traits and one
-- [Hina Kurihara] among them (each that is there: one alone when the other is missing, Q3372; both, not
-- one, when both are, Q3373); the others go to the bottom of the deck in an order the player picks.
-- The shared card list lacks this effect; its card data is corrected (cards/corrections/source.json,
-- scripts/EX3/RULINGS.md): by that evidence it is worded as EX3-048 Jazardmon's [On Play].
-- Inherited: [When Attacking] while this Digimon has an [On Play] effect, one of the opponent's Digimon
-- of 3000 DP or less is deleted (EX3-005 Vorvomon's inherited effect too).
card:on_play(draconic.reveal_dragon_and_hina)
draconic.inherited_delete3000_when_attacking()
