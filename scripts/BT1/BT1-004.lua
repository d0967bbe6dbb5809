-- Wanyamon (inherited): on your turn, +2000 DP while the opponent has 2 or more Digimon without
-- digivolution cards.
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me) return #fx.digimon(game.opponent(me), fx.no_sources) >= 2 end}
