-- WereGarurumon (inherited): on your turn, Security Attack +1 while the opponent has a Digimon
-- without digivolution cards.
card:static{inherited = true, turn = "yours", security_attack = function(me)
  return #fx.digimon(game.opponent(me), fx.no_sources) > 0 and 1 or 0
end}
