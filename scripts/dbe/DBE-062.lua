-- Ace of Tides (Ace). Support: recover 500 HP.
return { support = function(me) dbe.recover(me, 500) end }
