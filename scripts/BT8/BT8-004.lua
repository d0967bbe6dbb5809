-- Bibimon (inherited): [Opponent's Turn] while all of your Digimon are suspended (this one too),
-- this Digimon gets +1000 DP.
card:static{inherited = true, turn = "opponents", dp = 1000,
  condition = function(me) return #fx.digimon(me, function(d) return not game.suspended(d) end) == 0 end}
