-- Faint Spark. Support: Revive, no amount printed (the default HP).
return { support = function(me) dbe.revive(me) end }
