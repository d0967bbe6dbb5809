-- MetalGreymon: <Piercing> (card data). [When Digivolving] you may return 1 level 7 Digimon card
-- with [Virus] in its attribute from your trash to the hand.
local function virus7(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 7
    and string.find(game.card_attribute(c), "Virus", 1, true) ~= nil
end
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), virus7), 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end, {optional = true})
