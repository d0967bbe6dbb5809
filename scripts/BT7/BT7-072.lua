-- Eyesmon: when one of your effects trashes this card from your hand, if an [Eyesmon: Scatter Mode] is in
-- your trash (read as it activates: one trashed with it counts, Q1633), you may play this card without
-- paying. [Your Turn] +2000 DP for each [Eyesmon: Scatter Mode] in your trash.
local function scatter(me) return #fx.cards(game.trash_cards(me), function(c) return game.card_name(c) == "Eyesmon: Scatter Mode" end) end
card:when("card_trashed", function(me, self, c)
  if scatter(me) > 0 and game.yes_no(me) then game.play(c) end
end, {whose = "self", from = "hand", condition = function(me, self, c, s, f)
  return f.from == "hand" and f.by ~= nil and game.card_owner(f.by) == me
end})
card:static{turn = "yours", dp = function(me) return 2000 * scatter(me) end}
