-- Rika Nonaka: [Start of Your Turn] if you have 2 memory or less, set it to 3 (read as the effect would
-- activate, 15-8-3-9-2). [Your Turn] when you attack with a Digimon with [Renamon], [Kyubimon], [Taomon]
-- or [Sakuyamon] in its name, you may suspend this Tamer to use 1 Option card with [Plug-In] in its name
-- from your hand without paying its cost (its colour requirements as the rules have them, 9-1-1).
-- [Security] play this card without paying its cost.
local fox = {"Renamon", "Kyubimon", "Taomon", "Sakuyamon"}
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) game.set_memory(me, 3) end, {activate_if = low})
card:when("digimon_attacking", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local plug_ins = fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Option" and game.card_name_has(c, "Plug-In") and game.can_use(c)
  end)
  local c = game.choose(me, plug_ins, 1, 1, "cards")[1]
  if c then game.use(c) end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  if not game.can_suspend(self) then return false end
  for _, part in ipairs(fox) do if game.name_has(d, part) then return true end end
  return false
end})
card:security(function(me, self, c) game.play(c) end)
