-- Duramon (inherited): on your turn, <Security Attack +1> while this Digimon is level 7.
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.level(self) == 7 end}
