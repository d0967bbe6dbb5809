-- GrapLeomon: [When Attacking] gain 1 memory.
card:when_attacking(function(me) game.gain_memory(me, 1) end)
