-- Gotsumon: [On Play] you may reveal 1 green Digimon card from your hand; if you do, place it on top of
-- your deck.
card:on_play(function(me)
  local fit = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "green") end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.to_deck(c, "top", {named = true}) end
end)
