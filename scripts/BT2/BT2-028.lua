-- AeroVeedramon: [When Digivolving] if you have a blue Tamer, unsuspend 1 of your blue Digimon (itself
-- too, Q1003). Inherited: [Your Turn] when this Digimon is unsuspended in your main phase, it gains
-- <Jamming> for the turn (not when it was unsuspended already, Q1004).
local function blue_tamer(me) return #fx.tamers(me, fx.colored("blue")) > 0 end
local function main_phase() return game.phase() == "main" end
card:when_digivolving(function(me)
  local d = fx.choose_one(me, me, fx.colored("blue"))
  if d then game.unsuspend(d) end
end, {condition = blue_tamer})
card:when("digimon_unsuspended", function(me, self) game.change(me, self, {keywords = {"jamming"}}) end,
  {inherited = true, turn = "yours", whose = "self", condition = main_phase})
