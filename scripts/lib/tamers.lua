-- tamers: "[Security] You may play 1 [NAME] from your hand or trash without paying its memory cost"
-- (BT7-093, BT7-096).
tamers = {}
function tamers.play_named(me, name)
  tamers.play_one(me, function(x) return game.card_name(x) == name end)
end

-- "You may play 1 card (passing filter) from your hand or trash without paying its memory cost"
-- (BT8-110's [Security] too).
function tamers.play_one(me, filter)
  local fit = {}
  for _, c in ipairs(game.hand(me)) do fit[#fit + 1] = c end
  for _, c in ipairs(game.trash_cards(me)) do fit[#fit + 1] = c end
  local c = game.choose(me, fx.cards(fit, filter), 0, 1, "cards")[1]
  if c then game.play(c) end
end
