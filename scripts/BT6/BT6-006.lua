-- Tsunomon (inherited): [Your Turn] [Once Per Turn] when one of your effects trashes a card from your
-- hand, <Draw 1> (a "<Draw 1>, then trash 1 card" effect's trash too, Q1401).
card:when("card_trashed", function(me) game.draw(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = diamond.trashed_from_hand_by_own})
