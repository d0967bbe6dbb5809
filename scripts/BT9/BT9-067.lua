-- Raidenmon: [On Play] [When Digivolving] place 1 [Raijinmon], 1 [Fujinmon] and 1 [Suijinmon] from
-- your trash under this Digimon as its bottom digivolution cards in the order you choose (those of
-- them the trash holds, Q1854); gain 1 memory for each card placed. [When Attacking] if the level 6
-- cards among its digivolution cards have 3 or more colours among them, +3000 DP until the end of
-- your opponent's turn; if they have 4 or more, also <De-Digivolve 1> on 1 of your opponent's Digimon
-- (Q1855: both).
local function place(me, self)
  local found = {}
  for _, name in ipairs({"Raijinmon", "Fujinmon", "Suijinmon"}) do
    local c = fx.cards(game.trash_cards(me), function(x) return game.card_name(x) == name end)[1]
    if c then found[#found + 1] = c end
  end
  local order = {}
  fx.in_order(me, found, function(c) order[#order + 1] = c end)
  if #order > 0 then
    game.put_under(order, self, "bottom")
    game.gain_memory(me, #order)
  end
end
card:on_play(place)
card:when_digivolving(place)
card:when_attacking(function(me, self)
  local seen, n = {}, 0
  for _, c in ipairs(game.source_cards(self)) do
    if game.card_level(c) == 6 then
      for _, col in ipairs(game.card_colors(c)) do
        if not seen[col] then seen[col], n = true, n + 1 end
      end
    end
  end
  if n >= 3 then game.change(me, self, {dp = 3000}, "opponents_turn") end
  if n >= 4 then fx.de_digivolve_one(me, 1) end
end)
