-- Guilmon: [On Deletion] if it was deleted by an effect (not at 0 DP, a rule: Q1348; not in a
-- battle), gain 1 memory.
card:on_deletion(function(me) game.gain_memory(me, 1) end,
  {condition = function(me, self) return game.deletion(self) == "effect" end})
