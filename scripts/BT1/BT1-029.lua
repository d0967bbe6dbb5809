-- Gabumon: [On Play] <Draw 1>.
card:on_play(function(me) game.draw(me, 1) end)
