-- ToyAgumon (inherited): [All Turns] while this Digimon has <Blocker>, it gets +1000 DP.
card:static{inherited = true, all_turns = true, dp = 1000,
  condition = function(me, self) return game.has_keyword(self, "blocker") end}
