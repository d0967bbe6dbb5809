-- hostile: 32 triggers on every Digimon played
for i = 1, 32 do card:when("digimon_played", function() end) end
