-- Tai Kamiya: on your turn all your Digimon get +1000 DP. Security: play this Tamer for free.
card:static{turn = "yours", applies = "own_digimon", dp = 1000}
card:security(function(me, self, c) game.play(c) end)
