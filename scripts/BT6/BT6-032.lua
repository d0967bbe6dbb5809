-- Tapirmon (inherited): [Your Turn] [Once Per Turn] when a card is removed from your security stack,
-- <Draw 1> (each Digimon holding it draws, Q1421).
card:when("card_removed_from_security", function(me) game.draw(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true})
