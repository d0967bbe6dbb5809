-- hostile: every effect uses nearly its whole budget
for i = 1, 32 do card:when("digimon_played", function() local n = 0 for k = 1, 600000 do n = n + k end end) end
