-- Ash Sweep. Support: Static 2 (the bottom 2 cards of the other player's trash are deleted).
return { support = function(me) dbe.static(dbe.opponent(me), 2) end }
