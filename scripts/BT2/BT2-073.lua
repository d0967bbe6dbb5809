-- Garurumon (inherited): on your turn, once per turn, when another of your Digimon is deleted, gain
-- 1 memory (one gain however many are deleted together: Q1026).
card:when("digimon_deleted", function(me) game.gain_memory(me, 1) end, {inherited = true, turn = "yours",
  whose = "own", once_per_turn = true, condition = function(me, self, c, d) return d ~= self end})
