-- hostile: 32 conditions that loop, checked on every DP query
for i = 1, 32 do card:static{applies = "own_digimon", dp = 1000, condition = function() while true do end end} end
