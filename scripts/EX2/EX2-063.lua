-- Kazu Shioda: [Start of Your Main Phase] if you have a Digimon with [Cyborg] or [Machine] in its traits
-- in play, gain 1 memory (read as the effect would activate, 15-8-3-9-2). [All Turns] when one of your
-- Digimon with [Cyborg] or [Machine] in its traits becomes suspended, you may suspend this Tamer to
-- <Draw 1>, then trash 1 card from your hand. [Security] play this card without paying its cost.
local function machine(d) return fx.trait_has("Cyborg")(d) or fx.trait_has("Machine")(d) end
card:start_of_your_main_phase(function(me) game.gain_memory(me, 1) end,
  {activate_if = function(me) return #fx.digimon(me, machine) > 0 end})
card:when("digimon_suspended", function(me, self)
  if fx.paid_by_suspending(self) then fx.draw_then_trash(me, 1) end
end, {whose = "own", optional = true, condition = function(me, self, c, d)
  return machine(d) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
