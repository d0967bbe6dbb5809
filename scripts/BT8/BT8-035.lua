-- Candlemon (inherited): [Your Turn] [Once Per Turn] when you play another purple Digimon, gain 1 memory.
card:when("digimon_played", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true,
   condition = function(me, self, c, d) return d ~= self and game.has_color(d, "purple") end})
