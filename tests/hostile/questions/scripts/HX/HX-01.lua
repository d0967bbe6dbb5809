-- hostile: for i = 1, 30 do game.yes_no(me) end
card:on_play(function(me, self)
  for i = 1, 30 do game.yes_no(me) end
end)
