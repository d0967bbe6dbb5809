-- Keramon (inherited): [Your Turn] +1000 DP for each other Digimon you have with the same name as this
-- Digimon (its name now, not Keramon's, Q3231).
card:static{inherited = true, turn = "yours", dp = function(me, self)
  local name = game.name(self)
  return 1000 * #fx.digimon(me, function(d) return d ~= self and game.name(d) == name end)
end}
