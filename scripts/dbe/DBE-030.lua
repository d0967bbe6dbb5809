-- Circle Shield. Support: the opponent's Circle has 0 Power this turn.
return { support = function(me) dbe.guard(me, "circle") end }
