-- hostile: spends 1.9M instructions, then asks 64 questions: each answer runs it all again
card:on_play(function(me, self)
  local n = 0 for k = 1, 630000 do n = n + k end
  for i = 1, 64 do game.yes_no(me) end
end)
