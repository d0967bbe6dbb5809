-- Kyokyomon (inherited): [Your Turn] [Once Per Turn] when an effect places a digivolution card under
-- this Digimon (this card placed under it too, Q1695), it gets +1000 DP until the end of the
-- opponent's next turn.
card:when("digivolution_cards_added", function(me, self) fx.self_dp(me, self, 1000, "opponents_turn") end,
  {whose = "self", inherited = true, turn = "yours", once_per_turn = true})
