-- Dolphmon (inherited): on your turn, +1000 DP while the opponent has a Digimon without digivolution cards.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #fx.digimon(game.opponent(me), fx.no_sources) > 0 end}
