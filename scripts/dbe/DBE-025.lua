-- Power Charm. Support: every attack of its owner gains 200 Power this turn.
return { support = function(me) dbe.boost(me, 200) end }
