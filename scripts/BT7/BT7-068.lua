-- Lopmon (inherited): [Your Turn] [Once Per Turn] when you play a Tamer, gain 1 memory.
card:when("tamer_played", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true})
