-- Quick Step. Support: gain a stack of 1st Attack.
return { support = function(me) dbe.first_attack(me) end }
