-- Tidekit. Support: its owner recovers 100 HP.
return { support = function(me) dbe.recover(me, 100) end }
