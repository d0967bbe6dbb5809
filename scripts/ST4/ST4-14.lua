-- Izzy Izumi: on your turn, when one of the opponent's Digimon becomes suspended (by a block too,
-- Q657), you may suspend this Tamer to gain 1 memory. [Security] play this card free.
card:when("digimon_suspended", function(me, self)
  fx.by_suspending(me, self, function() game.gain_memory(me, 1) end)
end, {turn = "yours", whose = "opponents", condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
