-- MetalGreymon: <Reboot> (card data). Inherited: on your turn, while this Digimon has <Reboot>, it
-- gains <Security Attack +1>.
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.has_keyword(self, "reboot") end}
