-- DemiMeramon (inherited): [Your Turn] [Once Per Turn] when a card is trashed from your deck (by your
-- own effects too, Q1696; cards revealed first and then trashed are not, Q1697), <Draw 1>.
card:when("card_trashed", function(me) game.draw(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = awaken.from_deck})
