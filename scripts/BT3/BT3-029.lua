-- Goldramon: on your turn, once per turn, when you play another Digimon, unsuspend this Digimon.
card:when("digimon_played", function(me, self) game.unsuspend(self) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = function(me, self, c, d) return d ~= self end})
