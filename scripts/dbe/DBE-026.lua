-- Healing Dew. Support: recover 300 HP.
return { support = function(me) dbe.recover(me, 300) end }
