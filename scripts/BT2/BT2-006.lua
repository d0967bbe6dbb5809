-- Tsumemon (inherited): on your turn, +2000 DP while you have another Digimon with the same name as
-- this Digimon (its name now, from its top card: Q995).
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self)
    local name = game.name(self)
    return #fx.digimon(me, function(d) return d ~= self and game.name(d) == name end) > 0
  end}
