-- Greymon (inherited): [When Attacking] [Once Per Turn] you may play 1 [Tai Kamiya] (that name
-- exactly, not Tai Kamiya & Matt Ishida, Q3191) with a play cost of 3 or less from your hand without
-- paying.
card:when_attacking(function(me) classic.play_partner(me, "Tai Kamiya") end,
  {inherited = true, once_per_turn = true, optional = true})
