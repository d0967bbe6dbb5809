-- Dobermon: when this card would be played from your hand, if you have [Alice McCoy] in play, its play
-- cost is 2 less. [On Deletion] trash the top 3 cards of your deck; then return 1 purple Digimon card
-- or 1 purple Tamer card from your trash to your hand (no "up to": one when there is one; the cards
-- just trashed, and this card itself, are in the trash by then).
local function alice(p) return game.name(p) == "Alice McCoy" end
card:when_would("be_played", nil, {reduce = 2, condition = function(me, self, c)
  return game.card_zone(c) == "hand" and #fx.tamers(me, alice) + #fx.digimon(me, alice) > 0
end})
card:on_deletion(function(me)
  game.trash(game.deck_top(me, 3))
  local fit = fx.cards(game.trash_cards(me), function(c)
    return (game.card_kind(c) == "Digimon" or game.card_kind(c) == "Tamer") and game.card_has_color(c, "purple")
  end)
  local c = game.choose(me, fit, math.min(1, #fit), 1, "cards")[1]
  if c then game.to_hand(c) end
end)
