-- Mammothmon (inherited): [All Turns] while you have 3 or fewer security cards, this Digimon gets
-- +1000 DP.
card:static{inherited = true, all_turns = true, dp = 1000, condition = function(me) return game.security(me) <= 3 end}
