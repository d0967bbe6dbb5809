-- Gargomon: [Your Turn] when this Digimon would digivolve, if you have a green Tamer in play, the
-- digivolution costs 1 less. Inherited: [Your Turn] [Once Per Turn] when one of your opponent's Digimon
-- becomes suspended, this Digimon gets +2000 DP for the turn.
card:when_would("digivolve", nil,
  {turn = "yours", reduce = 1, condition = function(me) return #fx.tamers(me, fx.colored("green")) > 0 end})
card:when("digimon_suspended", function(me, self) fx.self_dp(me, self, 2000) end,
  {inherited = true, whose = "opponents", turn = "yours", once_per_turn = true})
