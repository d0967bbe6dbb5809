-- Gigimon (inherited): [Your Turn] [Once Per Turn] when another of your Digimon is deleted, this
-- Digimon gets +2000 DP for the turn (too late to save it from a deletion at the same time, Q1283).
local function other(me, self, c, d) return d ~= self end
card:when("digimon_deleted", function(me, self) fx.self_dp(me, self, 2000) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = other})
