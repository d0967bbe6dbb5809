-- hostile: collectgarbage("stop")
card:on_play(function(me, self)
  collectgarbage("stop")
end)
