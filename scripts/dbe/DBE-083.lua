-- Rekindle. Support: Revive 200 (if own Digimon is KO'd this turn, it stays with 200 HP).
return { support = function(me) dbe.revive(me, 200) end }
