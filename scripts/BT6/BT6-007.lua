-- Agumon: [All Turns] [Once Per Turn] when you play a Tamer with [Tai Kamiya] in its name, gain 1
-- memory (each copy's own, Q1402; one played by a [Security] effect in the opponent's turn too, the
-- turn going on until the attack ends, Q1403). Inherited: [Your Turn] while this Digimon is
-- [Agumon - Bond of Bravery], <Security Attack +1>.
card:when("tamer_played", function(me) game.gain_memory(me, 1) end, {whose = "own", all_turns = true, once_per_turn = true,
  condition = function(me, self, c, t) return game.name_has(t, "Tai Kamiya") end})
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.name(self) == "Agumon - Bond of Bravery" end}
