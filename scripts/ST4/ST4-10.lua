-- Lillymon: [When Digivolving] reveal the top 5 cards of your deck; add 1 level 6 or higher Digimon
-- card among them to the hand; the rest go to the bottom of the deck in any order.
local function high(c) return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) >= 6 end
card:when_digivolving(function(me) fx.reveal(me, 5, {filter = high, must = true}) end)
