-- BlackGrowlmon (inherited): [Your Turn] [Once Per Turn] when another of your Digimon is deleted,
-- this Digimon gets <Security Attack +1> for the turn.
local function other(me, self, c, d) return d ~= self end
card:when("digimon_deleted", function(me, self)
  if game.on_field(self) then game.change(me, self, {security_attack = 1}, "turn") end
end, {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = other})
