-- Frimon (inherited): [Your Turn] while you have 3 or more security cards, this Digimon gets
-- +1000 DP (only +1000 however many, and not in the breeding area, Q1694).
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return game.security(me) >= 3 end}
