-- Ember Shield (an invented card): all your Digimon get +2000 DP for the turn.
-- Security: gain 2 memory.
card:main(function(me) game.change_all(me, me, "digimon", {dp = 2000}, "turn") end)
card:security(function(me) game.gain_memory(me, 2) end)
