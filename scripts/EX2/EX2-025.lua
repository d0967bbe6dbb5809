-- Terriermon: [Your Turn] [Once Per Turn] when you play a green Tamer, gain 1 memory. Inherited:
-- [Your Turn] [Once Per Turn] when one of your opponent's Digimon becomes suspended, this Digimon
-- gets +2000 DP for the turn.
card:when("tamer_played", function(me) game.gain_memory(me, 1) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = function(me, self, c, t) return game.has_color(t, "green") end})
card:when("digimon_suspended", function(me, self) fx.self_dp(me, self, 2000) end,
  {inherited = true, whose = "opponents", turn = "yours", once_per_turn = true})
