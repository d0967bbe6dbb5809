-- Xiaomon (inherited): [All Turns] while this Digimon is level 4, it gets +1000 DP.
card:static{inherited = true, dp = 1000, condition = function(me, self) return game.level(self) == 4 end}
