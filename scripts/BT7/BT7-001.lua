-- Kapurimon (inherited): [Your Turn] while you have a Tamer in play (of any colour, Q1502), this
-- Digimon gets +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000, condition = function(me) return #game.tamers(me) > 0 end}
