-- Insight. Support: draw 2.
return { support = function(me) dbe.draw(me, 2) end }
