-- Second Wind. Any Phase: recover 100 HP.
return { any_phase = function(me) dbe.recover(me, 100) end }
