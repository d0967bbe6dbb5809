-- Veemon (inherited): [Your Turn] [Once Per Turn] when this Digimon becomes unsuspended during your
-- main phase, gain 1 memory (only a suspended one becoming unsuspended, Q3203).
card:when("digimon_unsuspended", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "self", once_per_turn = true,
   condition = function() return game.phase() == "main" end})
