-- Bukamon (inherited): [Your Turn] [Once Per Turn] when you play a Digimon from the digivolution cards of
-- one of your Digimon (played from under a Digimon: its card was in the battle area), gain 1 memory.
card:when("digimon_played", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true,
   condition = function(me, self, c, d, f) return f.from == "battle area" end})
