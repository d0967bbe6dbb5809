-- Seraphimon: [When Digivolving] <Recovery +1 (Deck)>. [Opponent's Turn] while this Digimon is
-- suspended, all of your Security Digimon get +5000 DP.
card:when_digivolving(function(me) game.recovery(me, 1) end)
card:static{turn = "opponents", applies = "own_security_digimon", dp = 5000,
  condition = function(me, self) return game.suspended(self) end}
