-- Kiwimon: [On Play] reveal the top 3 cards of your deck; add every Digimon card with <Digisorption>
-- among them to the hand; the rest to the bottom in any order.
local function digisorption(c) return game.card_kind(c) == "Digimon" and game.card_has_keyword(c, "digisorption") end
card:on_play(function(me)
  local shown = game.reveal(me, 3)
  game.to_hand(fx.cards(shown, digisorption)) -- together (4-27-5)
  fx.place_revealed(me, shown)
end)
