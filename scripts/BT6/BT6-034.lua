-- Wizardmon (inherited): [Your Turn] [Once Per Turn] when a card is removed from your security stack
-- (by your own effect too, Q1425), gain 1 memory.
card:when("card_removed_from_security", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true})
