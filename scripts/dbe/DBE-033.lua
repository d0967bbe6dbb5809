-- Shadow Pocket. Support: draw 2 into the Dark Area (they come to hand at your next Prep Phase).
return { support = function(me) dbe.dark_draw(me, 2) end }
