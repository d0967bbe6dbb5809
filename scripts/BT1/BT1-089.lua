-- Mimi Tachikawa: [Start of Your Turn] if you have 2 or less memory, set it to 3. [Main] if you have a
-- level 5 or higher green Digimon (in the battle area: not the breeding area, Q957), you may suspend
-- this Tamer to hatch a Digi-Egg into your empty breeding area, or move a level 3 or higher Digimon
-- from it to the battle area (not playing it: it may attack at once, Q959). The breeding area holds
-- one stack, so only one of the two can be done at a time. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
local function ready(me, self)
  return game.can_suspend(self) and #fx.digimon(me, fx.color_level_at_least("green", 5)) > 0
end
card:activated(function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local b = game.breeding(me)
  if not b then game.hatch(me) elseif (game.level(b) or 0) >= 3 then game.move_out(me) end
end, {condition = ready})
card:security(function(me, self, c) game.play(c) end)
