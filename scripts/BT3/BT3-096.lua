-- Mimi Tachikawa: [All Turns] when a player uses an Option card, you may suspend this Tamer to gain 1
-- memory. [Security] play this card free.
card:when("option_used", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
end, {optional = true, condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
