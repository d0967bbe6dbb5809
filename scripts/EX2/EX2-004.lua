-- Gummymon (inherited): [Your Turn] [Once Per Turn] when one of your opponent's Digimon becomes
-- suspended (by a block too, Q3272), <Draw 1>.
card:when("digimon_suspended", function(me) game.draw(me, 1) end,
  {inherited = true, whose = "opponents", turn = "yours", once_per_turn = true})
