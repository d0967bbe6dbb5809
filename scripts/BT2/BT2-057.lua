-- Greymon (inherited): on your turn, while this Digimon has <Reboot>, it gains <Jamming>.
card:static{inherited = true, turn = "yours", keywords = {"jamming"},
  condition = function(me, self) return game.has_keyword(self, "reboot") end}
