-- DemiVeemon (inherited): [Your Turn] once per turn, when this Digimon is unsuspended in your main
-- phase, it gets +1000 DP for the turn (not when it was unsuspended already, Q993).
local function main_phase() return game.phase() == "main" end
card:when("digimon_unsuspended", function(me, self) fx.self_dp(me, self, 1000) end,
  {inherited = true, turn = "yours", whose = "self", once_per_turn = true, condition = main_phase})
