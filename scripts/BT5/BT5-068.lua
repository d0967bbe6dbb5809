-- BlackMachGaogamon: <Reboot> (card data). Inherited: [Your Turn] while this Digimon has <Reboot>,
-- +2000 DP.
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return game.has_keyword(self, "reboot") end}
