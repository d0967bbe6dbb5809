-- Gabumon: [On Play] reveal the top 3 cards of your deck; add 1 Digimon card with [Garurumon] in its
-- name and 1 Digimon card with [Omnimon] in its name among them to the hand (one alone when only
-- one is there, Q1301); the rest to the bottom in any order.
local function digimon(c) return game.card_kind(c) == "Digimon" end
local function garurumon(c) return digimon(c) and game.card_name_has(c, "Garurumon") end
local function omnimon(c) return digimon(c) and game.card_name_has(c, "Omnimon") end
card:on_play(function(me) fx.reveal_each(me, 3, {garurumon, omnimon}, {must = true}) end)
