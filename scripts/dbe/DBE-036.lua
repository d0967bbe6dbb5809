-- Recall. Support: the top 2 cards of the trash go on top of the deck, in that order.
return { support = function(me) dbe.recycle(me, 2) end }
