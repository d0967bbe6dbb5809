-- Gurimon (inherited): [Your Turn] while you have 2 or more Digimon in play, this Digimon gets
-- +1000 DP; the Digimon itself counts (Q750), and the bonus is 1000 however many more (Q751).
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #game.digimon(me) >= 2 end}
