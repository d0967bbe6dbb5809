-- Triangle Shield. Support: the opponent's Triangle has 0 Power this turn.
return { support = function(me) dbe.guard(me, "triangle") end }
