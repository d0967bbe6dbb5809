-- Cyberdramon: no effect of its own.
-- Inherited: [All Turns] while you have a suspended Tamer in the battle area, this Digimon gets +2000 DP.
card:static{inherited = true, dp = 2000,
  condition = function(me) return #fx.tamers(me, game.suspended) > 0 end}
