-- Jokermon: [On Deletion] you may play 1 level 3 purple Digimon card from your trash without
-- paying; its [On Play] effects don't activate.
local function purple3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
end
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), purple3), 1, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end, {optional = true})
