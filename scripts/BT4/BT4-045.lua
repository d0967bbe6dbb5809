-- Maycrackmon: [Opponent's Turn] while you have 3 or fewer security cards, all of your Security
-- Digimon get +4000 DP.
card:static{turn = "opponents", applies = "own_security_digimon", dp = 4000,
  condition = function(me) return game.security(me) <= 3 end}
