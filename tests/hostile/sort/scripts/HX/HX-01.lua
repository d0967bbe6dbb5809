-- hostile: local t = {} for i = 1, 150000 do t[i] = -i end table.sort(t)
card:on_play(function(me, self)
  local t = {} for i = 1, 150000 do t[i] = -i end table.sort(t)
end)
