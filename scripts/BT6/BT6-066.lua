-- PileVolcamon: <Reboot> (card data). [Opponent's Turn] [Once Per Turn] when another of your Digimon
-- is deleted, <De-Digivolve 1> on 1 of the opponent's Digimon.
card:when("digimon_deleted", function(me) fx.de_digivolve_one(me, 1) end,
  {whose = "own", turn = "opponents", once_per_turn = true, condition = function(me, self, c, d) return d ~= self end})
