-- Mistymon (inherited): [Your Turn] [Once Per Turn] when a card is removed from your security stack
-- (by your own effect too, Q1426), 1 of the opponent's Digimon gets -2000 DP for the turn.
card:when("card_removed_from_security", function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true})
