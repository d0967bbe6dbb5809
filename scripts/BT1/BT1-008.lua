-- Frimon (inherited): on your turn, +2000 DP while the opponent has 2 or more suspended Digimon.
card:static{inherited = true, turn = "yours", dp = 2000, condition = function(me)
  return #fx.digimon(game.opponent(me), function(d) return game.suspended(d) end) >= 2
end}
