-- Meteor Shower: [Main] you may play 1 yellow Digimon card with [Starmon] in its name from your hand
-- without paying. [Security] the same.
local function starmon(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "yellow") and game.card_name_has(c, "Starmon")
end
local function effect(me)
  if not game.yes_no(me) then return end
  local c = game.choose(me, fx.cards(game.hand(me), starmon), 1, 1, "cards")[1]
  if c then game.play(c) end
end
card:main(effect)
card:security(effect)
