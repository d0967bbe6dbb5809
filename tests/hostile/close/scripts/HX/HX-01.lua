-- hostile: local x <close> = {}
card:on_play(function(me, self)
  local x <close> = {}
end)
