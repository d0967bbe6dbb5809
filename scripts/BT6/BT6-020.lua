-- Gizamon (inherited): [Your Turn] while none of the opponent's Digimon has digivolution cards (also
-- when they have no Digimon, Q1414, Q1413), this Digimon gets +2000 DP.
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me) return #fx.digimon(game.opponent(me), fx.has_sources) == 0 end}
