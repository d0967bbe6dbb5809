-- hostile: while true do end
card:on_play(function(me, self)
  while true do end
end)
