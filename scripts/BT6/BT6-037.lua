-- Bulkmon: [Your Turn] while you have 3 or more security cards, this Digimon gains <Security Attack +1>.
card:static{turn = "yours", security_attack = 1, condition = function(me) return game.security(me) >= 3 end}
