-- Data Scrap. Support: the opponent trashes 3 from the top of their deck.
return { support = function(me) dbe.trash(dbe.opponent(me), 3) end }
