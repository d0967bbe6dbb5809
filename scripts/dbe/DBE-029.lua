-- Null Seal. Void: the opponent's Support is void. It has no other effect.
return { void = true, support = function(me) end }
