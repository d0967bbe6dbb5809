-- Garurumon (inherited): [When Attacking] [Once Per Turn] you may play 1 [Matt Ishida] (that name
-- exactly) with a play cost of 3 or less from your hand without paying.
card:when_attacking(function(me) classic.play_partner(me, "Matt Ishida") end,
  {inherited = true, once_per_turn = true, optional = true})
