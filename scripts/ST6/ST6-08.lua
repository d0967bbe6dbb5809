-- Devimon: Blocker (card data). When attacking, its player loses 2 memory.
card:when_attacking(function(me) game.lose_memory(me, 2) end)
