-- tamers: "[Security] You may play 1 [NAME] from your hand or trash without paying its memory cost"
-- (BT7-093, BT7-096).
tamers = {}
function tamers.play_named(me, name)
  local fit = {}
  for _, c in ipairs(game.hand(me)) do fit[#fit + 1] = c end
  for _, c in ipairs(game.trash_cards(me)) do fit[#fit + 1] = c end
  local c = game.choose(me, fx.cards(fit, function(x) return game.card_name(x) == name end), 0, 1, "cards")[1]
  if c then game.play(c) end
end
