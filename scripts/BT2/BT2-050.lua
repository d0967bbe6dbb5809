-- Argomon: <Digisorption -3> (card data). On your turn, <Security Attack +1> for each of your other
-- suspended Digimon.
card:static{turn = "yours", security_attack = function(me, self)
  return #fx.digimon(me, function(d) return d ~= self and game.suspended(d) end)
end}
