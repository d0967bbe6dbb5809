-- Kari Kamiya: [All Turns] when a card leaves your security stack (by any effect or check, Q1249-Q1252,
-- Q2010; not this card's own trip out of it, Q1253), you may suspend this Tamer to gain 1 memory.
-- [Security] play this card without paying.
card:when("card_removed_from_security", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
end, {all_turns = true, whose = "own", optional = true, condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
