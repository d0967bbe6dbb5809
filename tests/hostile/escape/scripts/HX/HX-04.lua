-- hostile: debug.sethook()
card:on_play(function(me, self)
  debug.sethook()
end)
