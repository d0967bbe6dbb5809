-- Tapirmon (inherited): [All Turns] while this Digimon has 2 or more colours (one an effect gives
-- counts, Q1853), +1000 DP.
card:static{inherited = true, dp = 1000, condition = function(me, self) return #game.colors(self) >= 2 end}
