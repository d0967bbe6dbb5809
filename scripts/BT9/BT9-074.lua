-- Meicoomon: [Security] at the end of the battle, play this card without paying (from the trash, where
-- it is by then, 13-1-8-4). Inherited: [On Deletion] if this Digimon had 2 or more colours, gain 2
-- memory.
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
xab.two_colour_memory(card)
