-- T.K. Takaishi: on the opponent's turn your Security Digimon get +2000 DP.
-- Security: play this Tamer for free.
card:static{turn = "opponents", applies = "own_security_digimon", dp = 2000}
card:security(function(me, self, c) game.play(c) end)
