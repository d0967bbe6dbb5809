-- Gloom Vane (the moon side of DBE-150; its star side, Glimmer Vane, is Any Phase).
-- Support: every attack of yours gains 50 Power this turn.
return { support = function(me) dbe.boost(me, 50) end }
