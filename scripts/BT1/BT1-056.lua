-- Petermon: [On Play] you may play 1 [Tinkermon] from your hand or trash without paying (one, from
-- either, Q915).
card:on_play(function(me)
  local list = {}
  for _, pile in ipairs({game.hand(me), game.trash_cards(me)}) do
    for _, c in ipairs(pile) do
      if game.card_name(c) == "Tinkermon" then list[#list + 1] = c end
    end
  end
  local c = game.choose(me, list, 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
