-- Shademon: <Blocker> (card data). [Your Turn] this Digimon can't attack. [Security] at the end of
-- the battle, play this card without paying (whatever the battle's result, Q1340; before the next
-- security check, Q1341; a plain Digimon once played, Q1339).
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
card:static{turn = "yours", forbid = {"attack"}}
