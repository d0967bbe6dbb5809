-- Leomon: [Security] at the end of the battle, if you have 3 or fewer security cards (counted then:
-- this card already left the stack, Q3211), <Recovery +1 (Deck)>.
local recover = card:delayed(function(me) if game.security(me) <= 3 then game.recovery(me, 1) end end)
card:security(function() game.at_end_of("battle", recover) end)
