-- hostile: empties a big table, then asks next() for its first key without end (each call scans it all)
card:on_play(function(me, self)
  local t = {}
  for i = 1, 400000 do t[i] = true end
  for i = 1, 400000 do t[i] = nil end
  while true do if next(t) then break end end
end)
