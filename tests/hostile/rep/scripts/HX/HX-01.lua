-- hostile: local s = string.rep("", 1 << 53)
card:on_play(function(me, self)
  local s = string.rep("", 1 << 53)
end)
