-- Mimi Tachikawa: [All Turns] when a player uses an Option card, you may suspend this Tamer to gain 1
-- memory. [Security] play this card free.
card:when("option_used", function(me, self)
  if game.suspended(self) then return end
  game.suspend(self)
  game.gain_memory(me, 1)
end, {optional = true, condition = function(me, self) return not game.suspended(self) end})
card:security(function(me, self, c) game.play(c) end)
