-- Dracmon: [On Play] you may return 1 purple Option card with a memory cost of 1 or 7 from your
-- trash to the hand.
local function wanted(c)
  local cost = game.card_cost(c)
  return game.card_kind(c) == "Option" and game.card_has_color(c, "purple") and (cost == 1 or cost == 7)
end
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), wanted), 0, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
