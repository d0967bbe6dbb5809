-- Gabumon: [All Turns] [Once Per Turn] when you play a Tamer with [Matt Ishida] in its name, gain 1
-- memory (each copy's own, Q1412). Inherited: [When Attacking] [Once Per Turn] if this Digimon is
-- [Gabumon - Bond of Friendship], you may unsuspend it. The "if" is read as the effect would activate
-- (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated, no "you may" is asked and the use is kept
-- (15-6-3, 15-14-1-4).
card:when("tamer_played", function(me) game.gain_memory(me, 1) end, {whose = "own", all_turns = true, once_per_turn = true,
  condition = function(me, self, c, t) return game.name_has(t, "Matt Ishida") end})
card:when_attacking(function(me, self) game.unsuspend(self) end, {inherited = true, once_per_turn = true, optional = true,
  activate_if = function(me, self) return game.name(self) == "Gabumon - Bond of Friendship" end})
