-- Darkness Claw: [Main] 1 of your Digimon gets +3000 DP for the turn. [Security] gain 2 memory.
card:main(function(me) fx.change_one(me, me, {dp = 3000}) end)
card:security(function(me) game.gain_memory(me, 2) end)
