-- Coredramon: [On Play] <Draw 2> (when played by its [Security] effect too, Q700). [Security] at the
-- end of the battle, play this card without paying (whatever the battle's result, Q699; it and its
-- [On Play] come before the attack's next security check, Q701).
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
card:on_play(function(me) game.draw(me, 2) end)
