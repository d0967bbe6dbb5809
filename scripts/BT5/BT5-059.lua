-- Keramon: [On Play] reveal the top 5 cards of your deck; add 1 Digimon card with [Unidentified] in
-- its types and 1 [Arata Sanada] card among them to the hand (one alone when only one is there,
-- Q1335, Q1336); the rest to the bottom in any order.
local function unidentified(c) return game.card_kind(c) == "Digimon" and fx.card_trait_has("Unidentified")(c) end
local function arata(c) return game.card_name(c) == "Arata Sanada" end
card:on_play(function(me) fx.reveal_each(me, 5, {unidentified, arata}, {must = true}) end)
