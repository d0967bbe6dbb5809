-- Rika Nonaka: [Start of Your Turn] with 2 memory or fewer, its player's memory becomes 3 (checked as
-- the effect would activate, 15-8-3-9-2). On the player's turn, when one of their Digimon whose name
-- contains [Renamon], [Kyubimon], [Taomon] or [Sakuyamon] attacks, they may suspend this Tamer to use,
-- at no cost, an Option card from the hand whose name contains [Plug-In] (its colour requirements as the
-- rules have them, 9-1-1). [Security] it is played at no cost.
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
