-- Ankylomon: [Security] at the end of the battle, play this card without paying its cost (it is in
-- the trash by then, 13-1-8-4; played whatever the battle's outcome, before the next check: Q1073).
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
