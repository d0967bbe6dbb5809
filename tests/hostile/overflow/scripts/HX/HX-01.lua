-- hostile: integer ranges whose width overflows
card:on_play(function(me, self)
  table.move({}, math.mininteger, math.maxinteger, 1)
end)
