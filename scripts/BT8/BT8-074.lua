-- Soulmon (inherited): [Your Turn] [Once Per Turn] when a card is trashed from your deck (not cards
-- revealed and then trashed, Q1759), gain 1 memory.
card:when("card_trashed", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = awaken.from_deck})
