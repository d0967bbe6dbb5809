-- UlforceVeedramon: [Your Turn] when one of your blue Tamers is suspended (by another effect: this
-- one suspends none, Q1007), unsuspend this Digimon. [Your Turn] once per turn, when this Digimon is
-- unsuspended in your main phase, gain 1 memory (not when it was unsuspended already, Q1008).
local function main_phase() return game.phase() == "main" end
card:when("tamer_suspended", function(me, self) game.unsuspend(self) end, {turn = "yours", whose = "own",
  condition = function(me, self, c, t) return game.has_color(t, "blue") end})
card:when("digimon_unsuspended", function(me) game.gain_memory(me, 1) end,
  {turn = "yours", whose = "self", once_per_turn = true, condition = main_phase})
