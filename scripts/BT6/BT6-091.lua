-- Sora Takenouchi & Mimi Tachikawa: [Start of Your Turn] if the opponent has no level 4 or lower
-- Digimon in play (no Digimon at all counts, Q1480), gain 2 memory (read as it activates,
-- 15-8-3-9). [Your Turn] when one of your purple Digimon attacks, you may suspend this Tamer to
-- <Draw 1>, then trash 1 card in your hand. [Security] play this card without paying.
card:start_of_your_turn(function(me)
  if #fx.digimon(game.opponent(me), fx.level_at_most(4)) == 0 then game.gain_memory(me, 2) end
end)
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then fx.draw_then_trash(me, 1) end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "purple") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
