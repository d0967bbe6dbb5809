-- Hiyarimon (inherited): [All Turns] while the opponent has no Digimon with digivolution cards
-- (also when they have no Digimon at all, Q1693), this Digimon gets +1000 DP.
card:static{inherited = true, dp = 1000,
  condition = function(me) return #fx.digimon(game.opponent(me), fx.has_sources) == 0 end}
