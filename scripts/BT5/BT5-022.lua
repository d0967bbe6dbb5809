-- Bulucomon (inherited): [Your Turn] [Once Per Turn] when you trash a digivolution card of one of
-- your opponent's Digimon (by your effect: f.by is your card; a return to the hand trashes none,
-- Q1305; cards of two Digimon trashed together trigger it once, and it is once a turn, Q1306), gain 1
-- memory.
card:when("digivolution_card_trashed", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "opponents", once_per_turn = true,
   condition = function(me, self, c, x, f) return f.cause == "effect" and game.card_owner(f.by) == me end})
