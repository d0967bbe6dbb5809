-- Henry Wong: [Start of Your Turn] with 2 memory or fewer, its player's memory becomes 3 (checked as
-- the effect would activate, 15-8-3-9-2). On the player's turn, when one of their Digimon whose name
-- contains [Gargomon] or [Rapidmon] attacks, they may suspend this Tamer to suspend one opposing Digimon.
-- [Security] it is played at no cost.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) game.set_memory(me, 3) end, {activate_if = low})
card:when("digimon_attacking", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  return (game.name_has(d, "Gargomon") or game.name_has(d, "Rapidmon")) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
