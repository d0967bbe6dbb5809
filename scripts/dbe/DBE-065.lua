-- Garnet Shard (gem: set face up on the side pile in Pre-Game Setup). Support: 1st Attack.
return { support = function(me) dbe.first_attack(me) end }
