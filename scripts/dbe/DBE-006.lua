-- Gloomlet. Support: the opponent trashes the top card of their deck.
return { support = function(me) dbe.trash(dbe.opponent(me), 1) end }
