-- Nyaromon (inherited): on the opponent's turn, while this Digimon is suspended, your Security
-- Digimon get +1000 DP.
card:static{inherited = true, turn = "opponents", applies = "own_security_digimon", dp = 1000,
  condition = function(me, self) return game.suspended(self) end}
