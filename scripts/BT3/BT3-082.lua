-- BlackGatomon: [Security] at the end of the battle, play this card without paying.
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
