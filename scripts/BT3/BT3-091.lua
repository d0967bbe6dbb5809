-- Lilithmon: [When Digivolving] with 10 or more cards in your trash, you may return up to 2 purple Option
-- cards from your trash to the hand. [Your Turn] [Once Per Turn] when you use an Option card, gain 2 memory.
local function full_trash(me) return #game.trash_cards(me) >= 10 end
card:when_digivolving(function(me)
  if not full_trash(me) then return end
  local fits = fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Option" and game.card_has_color(c, "purple") end)
  game.to_hand(game.choose(me, fits, 0, 2, "cards"))
end, {condition = full_trash})
card:when("option_used", function(me) game.gain_memory(me, 2) end, {whose = "own", turn = "yours", once_per_turn = true})
