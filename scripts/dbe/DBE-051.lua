-- Spark Chip. ACTIVATE (from the hand at a phase's step 0): draw 1.
return { activate = function(me) dbe.draw(me, 1) end }
