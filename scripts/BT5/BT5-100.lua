-- Royal Nuts: [Main] reveal the top 5 cards of your deck; add 1 Digimon card with <Digisorption>
-- among them to the hand; the rest to the bottom in any order. [Security] add this card to the hand.
local function digisorption(c) return game.card_kind(c) == "Digimon" and game.card_has_keyword(c, "digisorption") end
card:main(function(me) fx.reveal(me, 5, {filter = digisorption, must = true}) end)
card:security(function(me, self, c) game.to_hand(c) end)
