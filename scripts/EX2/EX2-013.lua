-- Labramon. Inherited: [When Attacking] [Once Per Turn] if this Digimon has <Jamming> (read as the
-- effect would activate, 15-8-3-9-2: unmet, no use spent), gain 1 memory.
card:when_attacking(function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true,
  activate_if = function(me, self) return game.has_keyword(self, "jamming") end})
