-- Deramon: [Your Turn] +2000 DP for each other suspended Digimon you have.
card:static{turn = "yours", dp = function(me, self)
  return 2000 * #game.digimon(me, function(d) return d ~= self and game.suspended(d) end)
end}
