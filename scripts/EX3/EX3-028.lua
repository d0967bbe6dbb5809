-- Patamon (as corrected by the erratum): [On Play] reveal the top 4 cards of your deck; add 1 yellow card
-- with [Angel], [Cherub], [Throne], [Authority], [Seraph] or [Virtue] in one of its traits, the
-- [Three Great Angels] trait not counting (Archangel counts: draconic.card_angel), and 1 card with the
-- [Four Great Dragons] trait among them to your hand (as many as possible: Q3403, Q3404); the rest to
-- the bottom of your deck in any order.
card:on_play(function(me) fx.reveal_each(me, 4, {draconic.card_angel, fx.card_trait("Four Great Dragons")}, {must = true}) end)
