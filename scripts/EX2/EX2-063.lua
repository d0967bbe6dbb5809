-- Kazu Shioda: [Start of Your Main Phase] 1 memory when its player has a Digimon in play with a trait
-- containing [Cyborg] or [Machine] (checked as the effect would activate, 15-8-3-9-2). On either turn,
-- when one of the player's Digimon with such a trait becomes suspended, they may suspend this Tamer for
-- <Draw 1>, after which they discard 1 card from the hand. [Security] it is played at no cost.
local function machine(d) return fx.trait_has("Cyborg")(d) or fx.trait_has("Machine")(d) end
card:start_of_your_main_phase(function(me) game.gain_memory(me, 1) end,
  {activate_if = function(me) return #fx.digimon(me, machine) > 0 end})
card:when("digimon_suspended", function(me, self)
  if fx.paid_by_suspending(self) then fx.draw_then_trash(me, 1) end
end, {whose = "own", optional = true, condition = function(me, self, c, d)
  return machine(d) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
