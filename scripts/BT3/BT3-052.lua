-- Rapidmon (inherited): on your turn, +1000 DP for every suspended Digimon the opponent has.
card:static{inherited = true, turn = "yours", dp = function(me)
  return 1000 * #fx.digimon(game.opponent(me), game.suspended)
end}
