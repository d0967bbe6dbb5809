-- SkullSatamon: [When Digivolving] you may return 1 purple Digimon card from your trash to the hand.
local function wanted(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") end
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), wanted), 0, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
