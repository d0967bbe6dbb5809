-- Veemon: [On Play] reveal the top 3 cards of your deck; add 1 card with [Free] in any of its traits
-- among them to the hand (not "up to": one must be taken when there is one, Q707; fewer than 3
-- cards are revealed when the deck holds fewer, Q706); the rest go to the bottom in any order.
card:on_play(function(me) fx.reveal(me, 3, {filter = fx.card_trait_has("Free"), must = true}) end)
