-- hostile: for i = 1, 100 do game.yes_no(me) end: past DCG_MAX_ANSWERS (64)
card:on_play(function(me, self)
  for i = 1, 100 do game.yes_no(me) end
end)
