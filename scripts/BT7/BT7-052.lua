-- SaberLeomon: [When Digivolving] this Digimon gets +5000 DP for the turn. [On Deletion] gain 2 memory.
card:when_digivolving(function(me, self) fx.self_dp(me, self, 5000) end)
card:on_deletion(function(me) game.gain_memory(me, 2) end)
