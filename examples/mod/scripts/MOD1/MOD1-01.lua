-- Sparkmon (an invented card): on play, gain 1 memory.
card:on_play(function(me) game.gain_memory(me, 1) end)
