-- hostile: integer ranges whose width overflows
card:on_play(function(me, self)
  local x = math.random(math.mininteger, math.maxinteger)
end)
