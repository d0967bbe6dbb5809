-- Hostile Rotator: a free [Main] effect without a limit that turns the top 14 cards of the deck round, so the position
-- comes back only every 14 uses, more than the last main decisions the engine keeps (CR 18-3-3: found, declared, closed).
card:activated(function(me)
  local top = game.deck_top(me, 14)
  if #top == 14 then game.to_deck(top[14], "top") end
end)
