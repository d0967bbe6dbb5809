-- Terriermon: [On Play] you may reveal the top 5 cards of your deck; add 1 card with [Gargomon] or
-- [Rapidmon] in its name among them to your hand; the rest to the bottom of the deck in any order.
local function named(c) return game.card_name_has(c, "Gargomon") or game.card_name_has(c, "Rapidmon") end
card:on_play(function(me) fx.reveal(me, 5, {filter = named, must = true}) end, {optional = true})
