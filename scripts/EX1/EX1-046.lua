-- Kurisarimon (inherited): [Your Turn] [Once Per Turn] when another of your Digimon with the same name
-- as this Digimon (its name now, not Kurisarimon's, Q3232) is deleted, unsuspend this Digimon.
card:when("digimon_deleted", function(me, self) game.unsuspend(self) end,
  {inherited = true, turn = "yours", whose = "own", once_per_turn = true, condition = function(me, self, c, d)
    return d ~= self and game.name(d) == game.name(self)
  end})
