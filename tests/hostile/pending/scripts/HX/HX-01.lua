-- hostile: two triggers whenever a Digimon or Tamer is suspended, and an [On Play] that
-- suspends and unsuspends this card 40 times: 80 triggers at once, past DCG_MAX_PENDING (64)
card:when("digimon_suspended", function() end)
card:when("digimon_suspended", function() end)
card:on_play(function(me, self) for i = 1, 40 do game.suspend(self) game.unsuspend(self) end end)
