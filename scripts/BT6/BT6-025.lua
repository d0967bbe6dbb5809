-- Panjyamon (inherited): [When Attacking] [Once Per Turn] gain 1 memory.
card:when_attacking(function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true})
