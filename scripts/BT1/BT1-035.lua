-- Leomon: [On Deletion] gain 2 memory.
card:on_deletion(function(me) game.gain_memory(me, 2) end)
