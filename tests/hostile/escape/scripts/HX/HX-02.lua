-- hostile: os.exit(1)
card:on_play(function(me, self)
  os.exit(1)
end)
