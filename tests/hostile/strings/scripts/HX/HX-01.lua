-- hostile: local s = "x" while true do s = s .. s end
card:on_play(function(me, self)
  local s = "x" while true do s = s .. s end
end)
