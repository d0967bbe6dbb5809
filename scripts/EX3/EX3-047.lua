-- Jazamon: [Your Turn] [Once Per Turn] when you play a [Hina Kurihara], gain 1 memory.
-- Inherited: [All Turns] while this Digimon has an [On Play] effect, it gets +1000 DP.
card:when("tamer_played", function(me) game.gain_memory(me, 1) end,
  {whose = "own", turn = "yours", once_per_turn = true,
   condition = function(me, self, c, t) return draconic.card_hina(game.top(t)) end})
card:static{inherited = true, dp = 1000, condition = draconic.has_on_play}
