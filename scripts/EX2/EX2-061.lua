-- Henry Wong: [Start of Your Turn] if you have 2 memory or less, set it to 3 (read as the effect would
-- activate, 15-8-3-9-2). [Your Turn] when you attack with a Digimon with [Gargomon] or [Rapidmon] in its
-- name, you may suspend this Tamer to suspend 1 of your opponent's Digimon. [Security] play this card
-- without paying its cost.
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
