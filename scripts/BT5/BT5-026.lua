-- Coelamon: <Blocker> (card data). [When Attacking] lose 2 memory.
card:when_attacking(function(me) game.lose_memory(me, 2) end)
