-- Kokuwamon (inherited): on your turn, <Security Attack +1> while this Digimon is level 6 or higher.
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return (game.level(self) or 0) >= 6 end}
