-- MagnaAngemon: [When Attacking] if you have 3 or more security cards (read as it activates; the DP
-- stays when they drop later, Q3214), this Digimon gets +4000 DP until the end of your opponent's next
-- turn. Inherited: [Your Turn] [Once Per Turn] when a card is added to your security stack (<Recovery>
-- too, whatever the count ends at, Q3213), gain 1 memory.
card:when_attacking(function(me, self)
  if game.security(me) >= 3 then fx.self_dp(me, self, 4000, "opponents_turn") end
end)
card:when("card_to_security", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "own", once_per_turn = true})
