-- Hostile Echo: every memory gain gains memory again, for ever (CR 18-3-2: the game is a draw).
card:on_play(function(me) game.gain_memory(me, 1) end)
card:when("memory_gained", function(me) game.gain_memory(me, 1) end)
