-- Matt Ishida: on your turn, when one of your Digimon is deleted, you may suspend this Tamer to gain
-- 1 memory. [Security] play this card free.
card:when("digimon_deleted", function(me, self)
  fx.by_suspending(me, self, function() game.gain_memory(me, 1) end)
end, {turn = "yours", whose = "own", condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
