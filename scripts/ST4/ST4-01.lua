-- Motimon (inherited): on your turn, +1000 DP while this Digimon is level 6 or higher.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) return (game.level(self) or 0) >= 6 end}
