-- Pulsemon (inherited): [All Turns] this Digimon gets +1000 DP for each of your other suspended Digimon.
card:static{inherited = true,
  dp = function(me, self) return 1000 * #fx.digimon(me, function(d) return d ~= self and game.suspended(d) end) end}
