-- Duskhorn (the moon side of DBE-130; its star side, Dawnhorn, has no Support effect).
-- Support: you get 100 HP back.
return { support = function(me) dbe.recover(me, 100) end }
