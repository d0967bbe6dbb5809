-- Gigimon (inherited): [Your Turn] [Once Per Turn] when one of the opponent's Digimon is deleted (in any
-- way), this Digimon gets +2000 DP for the turn.
card:when("digimon_deleted", function(me, self) fx.self_dp(me, self, 2000) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "opponents"})
