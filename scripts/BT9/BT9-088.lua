-- Mimi Tachikawa & Joe Kido: [Start of Your Turn] if you have a suspended Digimon, gain 1 memory; if
-- your opponent has one, gain 1 memory (2 when both, Q1891). [All Turns] when one of your green or
-- blue Digimon deletes an opponent's Digimon in battle and survives, you may suspend this Tamer to
-- <Draw 1>. [Security] play this card without paying.
local function any_suspended(p) return #game.digimon(p, game.suspended) > 0 end
card:start_of_your_turn(function(me)
  if any_suspended(me) then game.gain_memory(me, 1) end
  if any_suspended(game.opponent(me)) then game.gain_memory(me, 1) end
end)
card:when("deleted_one_in_battle", function(me, self)
  fx.by_suspending(me, self, function() game.draw(me, 1) end)
end, {whose = "own", condition = function(me, self, c, deleted)
  local _, by = game.deletion(deleted)
  return by ~= nil and game.on_field(by) and (game.has_color(by, "green") or game.has_color(by, "blue")) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
