-- Kyaromon (inherited): on your turn, +2000 DP while you have 6 or more security cards.
card:static{inherited = true, turn = "yours", dp = 2000, condition = function(me) return game.security(me) >= 6 end}
