-- Puyoyomon (inherited): [Your Turn] [Once Per Turn] when an effect adds a card to your hand, this
-- Digimon gets +1000 DP for the turn. A Digimon an effect returns to the hand counts (Q1794), and so
-- does the draw of a "draw, then trash" effect (Q1795); a rule's draw does not.
card:when("card_to_hand", function(me, self) fx.self_dp(me, self, 1000) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "own",
   condition = function(me, self, c, x, f) return f.cause == "effect" end})
