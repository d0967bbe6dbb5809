-- hostile: table.move({}, 1, 1 << 40, 2)
card:on_play(function(me, self)
  table.move({}, 1, 1 << 40, 2)
end)
