-- Underworld's Call: when one of your effects trashes this card from your hand, <Draw 1>. [Main] you
-- may play 1 purple level 4 or lower Digimon card from your trash without paying. [Security] the same.
card:when("card_trashed", function(me) game.draw(me, 1) end,
  {whose = "self", from = "hand", condition = diamond.trashed_from_hand_by_own})
local function purple4(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") and game.card_level(c) <= 4
end
local function effect(me) diamond.may_play(me, fx.cards(game.trash_cards(me), purple4)) end
card:main(effect)
card:security(effect)
