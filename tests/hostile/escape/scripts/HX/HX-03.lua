-- hostile: load("return 1")()
card:on_play(function(me, self)
  load("return 1")()
end)
