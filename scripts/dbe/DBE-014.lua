-- Shadefang. Support: the opponent's Circle is lowered by 200 this turn.
return { support = function(me) dbe.boost(dbe.opponent(me), -200, "circle") end }
