-- Chirinmon: [When Attacking] gain 3 memory; at the end of the turn, lose 3 memory.
local lose = card:delayed(function(me) game.lose_memory(me, 3) end)
card:when_attacking(function(me)
  game.gain_memory(me, 3)
  game.at_end_of("turn", lose)
end)
