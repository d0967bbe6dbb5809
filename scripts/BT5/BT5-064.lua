-- BlackGaogamon (inherited): [Your Turn] while this Digimon has <Reboot>, it has <Jamming>.
card:static{inherited = true, turn = "yours", keywords = {"jamming"},
  condition = function(me, self) return game.has_keyword(self, "reboot") end}
