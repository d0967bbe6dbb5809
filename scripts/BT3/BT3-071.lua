-- MetalMamemon: [When Digivolving] return 1 level 7 Digimon card with the Virus attribute from your trash
-- to your hand.
card:when_digivolving(function(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 7 and game.card_attribute(c) == "Virus"
  end)
  local c = game.choose(me, fits, 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
