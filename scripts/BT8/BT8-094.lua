-- Digimon Emperor: [All Turns] when one of your opponent's level 5 or lower Digimon is deleted, you
-- may suspend this Tamer to <Draw 1>. [Opponent's Turn] when one of your opponent's level 3 Digimon
-- is moved from their breeding area to their battle area (by an effect outside their breeding phase
-- too, Q1769), gain 2 memory (gained in their breeding phase, it can end their turn there, Q1770).
-- [Security] play this card without paying its memory cost.
card:when("digimon_deleted", function(me, self)
  fx.by_suspending(me, self, function() game.draw(me, 1) end)
end, {whose = "opponents", condition = function(me, self, c, d) return (game.level(d) or 0) <= 5 and game.can_suspend(self) end})
card:when("digimon_moved_out", function(me) game.gain_memory(me, 2) end,
  {whose = "opponents", turn = "opponents", condition = function(me, self, c, d) return game.level(d) == 3 end})
card:security(function(me, self, c) game.play(c) end)
