-- hostile: game.gain_memory(me, 1)
card:on_play(function(me, self)
  game.gain_memory(me, 1)
end)
