-- Gravity Crush: [Main] gain 2 memory; at the end of the turn, lose 2 memory.
local lose = card:delayed(function(me) game.lose_memory(me, 2) end)
card:main(function(me)
  game.gain_memory(me, 2)
  game.at_end_of("turn", lose)
end)
