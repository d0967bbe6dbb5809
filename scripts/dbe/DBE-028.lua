-- Heavy Step. Support: the opponent loses a stack of 1st Attack (2nd Attack).
return { support = function(me) dbe.second_attack(dbe.opponent(me)) end }
