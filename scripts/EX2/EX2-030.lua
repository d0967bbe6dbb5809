-- Monodramon: [On Play] reveal the top 4 cards of your deck; add every black Tamer card among them to
-- your hand (together); the rest go to the bottom of the deck in any order.
card:on_play(function(me)
  local shown = game.reveal(me, 4)
  game.to_hand(fx.cards(shown, function(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "black") end))
  fx.place_revealed(me, shown, "bottom")
end)
