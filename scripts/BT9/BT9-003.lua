-- Tokomon (X Antibody) (inherited): [Your Turn] [Once Per Turn] when a card is added to your security
-- stack, 1 of your opponent's Digimon gets -1000 DP for the turn (a <Recovery> after a card left the
-- stack counts, Q1796).
card:when("card_to_security", function(me) fx.change_one(me, game.opponent(me), {dp = -1000}) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "own"})
