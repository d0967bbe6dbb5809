-- Morphomon: [On Deletion] reveal the top 5 cards of your deck; add 1 [Menoa Bellucci] and 1 Digimon
-- card with [Eosmon] in its name among them to your hand (one alone when only one is there, Q1433);
-- the rest to the bottom of the deck in any order.
local function menoa(c) return game.card_name(c) == "Menoa Bellucci" end
local function eosmon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Eosmon") end
card:on_deletion(function(me) fx.reveal_each(me, 5, {menoa, eosmon}, {must = true}) end)
