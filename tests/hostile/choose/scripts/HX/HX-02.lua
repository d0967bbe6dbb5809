-- hostile: game.choose(1 - me, {65535, 7}, -5, 1 << 40)
card:on_play(function(me, self)
  game.choose(1 - me, {65535, 7}, -5, 1 << 40)
end)
