-- Stand-In Charm (Proxy: played from the Destiny Zone by discarding the partner, then deleted).
-- Support: recover 200 HP and 100 more Power on every attack.
return { support = function(me) dbe.recover(me, 200); dbe.boost(me, 100) end }
