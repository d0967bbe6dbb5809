-- Monitamon: [On Play] look at the top card of your deck (it stays there, Q1337: nothing moves).
-- [On Deletion] reveal the top 3 cards of your deck; you may play 1 [Monitamon] among them without
-- paying; the rest to the bottom in any order.
card:on_play(function(me) game.deck_top(me, 1) end)
local function monitamon(c) return game.card_name(c) == "Monitamon" end
card:on_deletion(function(me) fx.reveal(me, 3, {filter = monitamon, to = "play"}) end)
