-- Togemon (inherited): [Your Turn] [Once Per Turn] when one of your opponent's Digimon becomes
-- suspended, this Digimon gets +2000 DP for the turn.
card:when("digimon_suspended", function(me, self) fx.self_dp(me, self, 2000) end,
  {inherited = true, turn = "yours", whose = "opponents", once_per_turn = true})
