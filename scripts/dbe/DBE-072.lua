-- Scavenger Claw. Support: Recycle any (a card of your trash of your choice onto your deck).
return { support = function(me) dbe.recycle_any(me) end }
