-- hostile: 33 effects
for i = 1, 33 do card:on_play(function() end) end
