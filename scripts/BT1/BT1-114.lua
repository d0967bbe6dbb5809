-- MetalGreymon: <Security Attack +2> (card data). [When Attacking] lose 5 memory.
-- Inherited: on your turn, +3000 DP.
card:when_attacking(function(me) game.lose_memory(me, 5) end)
card:static{inherited = true, turn = "yours", dp = 3000}
