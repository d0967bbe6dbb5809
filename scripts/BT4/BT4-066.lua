-- Golemon: [All Turns] all of your black Digimon (this one too, Q1221) get +1000 DP.
card:static{applies = "own_digimon", dp = 1000, condition = function(me, self, c, d) return game.has_color(d, "black") end}
