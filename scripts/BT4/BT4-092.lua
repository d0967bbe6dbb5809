-- Marcus Damon: [Start of Your Turn] if you have 2 or less memory, set it to 3. [Your Turn] when one
-- of your Digimon with [Greymon] in its name (but [DoruGreymon], [BurningGreymon] and
-- [DexDoruGreymon]) attacks, you may suspend this Tamer to gain 1 memory. [Security] play this card
-- without paying.
-- The [Start of Your Turn] "if" is a processing condition, read as the effect would activate
-- (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated (15-6-3).
local function low(me) return game.memory(me) <= 2 end
local excluded = {DoruGreymon = true, BurningGreymon = true, DexDoruGreymon = true}
card:start_of_your_turn(function(me) game.set_memory(me, 3) end, {activate_if = low})
card:when("digimon_attacking", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
end, {turn = "yours", whose = "own", optional = true, condition = function(me, self, c, d)
  return game.name_has(d, "Greymon") and not excluded[game.name(d)] and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
