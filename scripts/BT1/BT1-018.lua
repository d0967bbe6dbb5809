-- Flarerizamon: on your turn, <Security Attack +1> while you have 3 or more memory.
card:static{turn = "yours", security_attack = 1, condition = function(me) return game.memory(me) >= 3 end}
