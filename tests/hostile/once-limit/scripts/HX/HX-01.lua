-- hostile: once per turn on a 9th effect
for i = 1, 9 do card:on_play(function() end, {once_per_turn = true}) end
