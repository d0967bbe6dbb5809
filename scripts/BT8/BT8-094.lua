-- Digimon Emperor: [All Turns] as an opposing Digimon of level 5 or less is deleted, suspending this
-- Tamer may pay for <Draw 1>. [Opponent's Turn] as an opposing level 3 Digimon goes from their
-- breeding area to their battle area (an effect's move outside their breeding phase too, Q1769), +2
-- memory (in their breeding phase that can end their turn at once, Q1770). [Security] this Tamer is
-- played for free.
card:when("digimon_deleted", function(me, self)
  fx.by_suspending(me, self, function() game.draw(me, 1) end)
end, {whose = "opponents", condition = function(me, self, c, d) return (game.level(d) or 0) <= 5 and game.can_suspend(self) end})
card:when("digimon_moved_out", function(me) game.gain_memory(me, 2) end,
  {whose = "opponents", turn = "opponents", condition = function(me, self, c, d) return game.level(d) == 3 end})
card:security(function(me, self, c) game.play(c) end)
