-- Minomon (inherited): on your turn, while you have a blue Digimon (the Digimon this card is under
-- counts too, Q705), this Digimon gets +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #fx.digimon(me, fx.colored("blue")) > 0 end}
