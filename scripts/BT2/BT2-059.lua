-- Kurisarimon (inherited): on your turn, when you play another Digimon with the same name as this
-- Digimon (its name now, from its top card: Q1024), gain 1 memory.
card:when("digimon_played", function(me) game.gain_memory(me, 1) end, {inherited = true, turn = "yours", whose = "own",
  condition = function(me, self, c, d) return d ~= self and game.name(d) == game.name(self) end})
