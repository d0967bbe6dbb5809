-- hostile: game.draw(me, 1 << 40)
card:on_play(function(me, self)
  game.draw(me, 1 << 40)
end)
