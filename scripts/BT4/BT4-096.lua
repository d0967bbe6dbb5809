-- Izzy Izumi: [Start of Your Turn] if you have 2 or less memory, set it to 3. [On Play] reveal the top
-- 3 cards of your deck; if all of them are black, gain 1 memory; put them back on top in the order
-- you choose. [Security] play this card without paying.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:on_play(function(me)
  local shown = game.reveal(me, 3)
  local all_black = #shown > 0
  for _, c in ipairs(shown) do if not game.card_has_color(c, "black") then all_black = false end end
  if all_black then game.gain_memory(me, 1) end
  fx.place_revealed(me, shown, "top")
end)
card:security(function(me, self, c) game.play(c) end)
