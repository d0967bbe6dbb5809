-- Agumon: [On Play] reveal the top 5 cards of your deck; add 1 Tamer card among them to the hand;
-- the rest go to the bottom of the deck in any order.
card:on_play(function(me) fx.reveal(me, 5, {filter = fx.card_kind("Tamer"), must = true}) end)
