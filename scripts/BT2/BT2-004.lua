-- Argomon (inherited): [Your Turn] when this Digimon is unsuspended in your unsuspend phase, gain 1
-- memory (not when it was unsuspended already, Q994).
local function unsuspend_phase() return game.phase() == "unsuspend" end
card:when("digimon_unsuspended", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "self", condition = unsuspend_phase})
