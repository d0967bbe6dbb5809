-- Tumblemon (inherited): [Opponent's Turn] while this Digimon has <Blocker>, +1000 DP.
card:static{inherited = true, turn = "opponents", dp = 1000, condition = function(me, self) return game.has_keyword(self, "blocker") end}
