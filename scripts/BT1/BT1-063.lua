-- Seraphimon: [When Digivolving] <Recovery +1 (Deck)>. On your turn, <Security Attack +1> while you
-- have 3 or more security cards.
card:when_digivolving(function(me) game.recovery(me, 1) end)
card:static{turn = "yours", security_attack = 1, condition = function(me) return game.security(me) >= 3 end}
