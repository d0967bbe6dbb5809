-- Emberpup. Support: its owner's Cross gains 100 Power this turn.
return { support = function(me) dbe.boost(me, 100, "cross") end }
