-- Gatomon (as corrected by the erratum): [On Play] reveal the top 4 cards of your deck; add 1 yellow card
-- with [Angel], [Cherub], [Throne], [Authority], [Seraph] or [Virtue] in one of its traits, the
-- [Three Great Angels] trait not counting (Archangel counts: draconic.card_angel), and 1 card with the
-- [Four Great Dragons] trait among them to your hand (as many as possible: Q3406, Q3407); the rest to
-- the bottom of your deck in any order.
-- Inherited: [Your Turn] [Once Per Turn] when you play a Digimon with the [Four Great Dragons] trait,
-- it gains <Rush> for the turn (the played Digimon: the trigger's subject).
card:on_play(function(me) fx.reveal_each(me, 4, {draconic.card_angel, fx.card_trait("Four Great Dragons")}, {must = true}) end)
card:when("digimon_played", draconic.four_great_dragons_rush, {whose = "own", turn = "yours", inherited = true,
  once_per_turn = true, condition = draconic.four_great_dragons_played})
