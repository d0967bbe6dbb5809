-- Ace of Embers (Ace). Support: 1st Attack and 300 more Power on every attack.
return { support = function(me) dbe.first_attack(me); dbe.boost(me, 300) end }
