-- hostile: local mt = getmetatable("") mt.__mode = "k"
card:on_play(function(me, self)
  local mt = getmetatable("") mt.__mode = "k"
end)
