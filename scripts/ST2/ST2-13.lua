-- Hammer Spark: gain 1 memory. Security: gain 2 memory.
card:main(function(me) game.gain_memory(me, 1) end)
card:security(function(me) game.gain_memory(me, 2) end)
