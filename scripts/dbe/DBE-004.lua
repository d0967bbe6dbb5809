-- Gustling. Support: its owner gains a stack of 1st Attack.
return { support = function(me) dbe.first_attack(me) end }
