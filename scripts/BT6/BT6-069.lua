-- Goblimon (inherited): [Your Turn] [Once Per Turn] when one of your effects trashes a card from your
-- hand, this Digimon gets +2000 DP for the turn.
card:when("card_trashed", function(me, self) fx.self_dp(me, self, 2000) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = diamond.trashed_from_hand_by_own})
