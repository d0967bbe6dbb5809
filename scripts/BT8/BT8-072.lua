-- DemiDevimon: [On Play] reveal the top 3 cards of your deck; add 1 Tamer card among them to your hand
-- and trash 1 purple Digimon card among them (only a purple one, Q1758); the rest to the bottom of
-- the deck in any order.
local function purple_digimon(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") end
card:on_play(function(me)
  local shown = game.reveal(me, 3)
  local tamers = fx.cards(shown, fx.card_kind("Tamer"))
  game.to_hand(game.choose(me, tamers, math.min(1, #tamers), 1, "cards"))
  local purple = fx.cards(shown, purple_digimon)
  game.trash(game.choose(me, purple, math.min(1, #purple), 1, "cards"))
  fx.place_revealed(me, shown, "bottom")
end)
