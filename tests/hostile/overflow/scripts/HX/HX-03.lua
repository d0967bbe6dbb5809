-- hostile: integer ranges whose width overflows
card:on_play(function(me, self)
  local s = table.concat({}, "", math.mininteger, math.maxinteger)
end)
