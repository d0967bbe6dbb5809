-- Thin Mercy. Support: Revive the opponent's Digimon with 10 HP (if it is KO'd this turn, it stays with 10 HP:
-- worth 1 KO point from then on).
return { support = function(me) dbe.revive(dbe.opponent(me), 10) end }
