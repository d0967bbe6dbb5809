-- Dead or Alive: [Main] play 1 purple level 5 Digimon card from your trash without paying; with 10 or more
-- cards in your trash you may play 1 Digimon card with [Lucemon] in its name from it instead (or still
-- the purple level 5, Q1676). [Security] the same.
local function effect(me)
  local trash = game.trash_cards(me)
  local fit = fx.cards(trash, function(c)
    if game.card_kind(c) ~= "Digimon" then return false end
    local purple5 = game.card_has_color(c, "purple") and game.card_level(c) == 5
    return purple5 or (#trash >= 10 and game.card_name_has(c, "Lucemon"))
  end)
  local c = game.choose(me, fit, math.min(1, #fit), 1, "cards")[1]
  if c then game.play(c) end
end
card:main(effect)
card:security(effect)
