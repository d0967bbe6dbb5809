-- Agumon Expert: [On Play] return 1 Digimon card with [Agumon] in its name from your trash to the hand.
card:on_play(function(me)
  local list = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Agumon") end)
  local c = game.choose(me, list, 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
