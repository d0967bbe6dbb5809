-- Weedmon (inherited): [Your Turn] when this card is trashed by this Digimon's <Digi-Burst>, gain 1
-- memory.
card:when("digi_burst_trashed", function(me) game.gain_memory(me, 1) end,
  {whose = "self", inherited = true, turn = "yours"})
