-- Monochromon: <Blocker> (card data). [When Attacking] lose 3 memory.
card:when_attacking(function(me) game.lose_memory(me, 3) end)
