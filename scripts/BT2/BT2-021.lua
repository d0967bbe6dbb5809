-- Veemon (inherited): [Your Turn] once per turn, when this Digimon is unsuspended in your main phase,
-- <Draw 1> (not when it was unsuspended already, Q1001).
local function main_phase() return game.phase() == "main" end
card:when("digimon_unsuspended", function(me) game.draw(me, 1) end,
  {inherited = true, turn = "yours", whose = "self", once_per_turn = true, condition = main_phase})
