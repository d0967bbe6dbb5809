-- hostile: io.open("/etc/passwd")
card:on_play(function(me, self)
  io.open("/etc/passwd")
end)
