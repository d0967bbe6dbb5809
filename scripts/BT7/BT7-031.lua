-- Herissmon (inherited): [Your Turn] when this card is trashed by this Digimon's <Digi-Burst>, it returns
-- to its owner's hand (after the <Digi-Burst> effect, Q1551).
card:when("digi_burst_trashed", function(me, self, c) game.to_hand(c) end,
  {whose = "self", inherited = true, turn = "yours"})
