-- Ginkakumon (inherited): [Your Turn] [Once Per Turn] when one of your effects trashes a card from
-- your hand, gain 1 memory.
card:when("card_trashed", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = diamond.trashed_from_hand_by_own})
