-- Hopmon (inherited): [Your Turn] while you have a black Tamer in play, this Digimon gets +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #fx.tamers(me, fx.colored("black")) > 0 end}
