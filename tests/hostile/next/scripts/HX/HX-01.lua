-- hostile: empties a big table, then iterates it without end (each pairs() scans it all)
card:on_play(function(me, self)
  local t = {}
  for i = 1, 400000 do t[i] = true end
  for i = 1, 400000 do t[i] = nil end
  while true do for k in pairs(t) do end end
end)
