-- Junkmon (inherited): [On Deletion] gain 1 memory.
card:on_deletion(function(me) game.gain_memory(me, 1) end, {inherited = true})
