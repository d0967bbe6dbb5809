-- Kiyoshiro Higashimitarai: [Start of Your Turn] if you have 2 memory or less, set it to 3. [Your
-- Turn] when you attack with a Digimon with [Jellymon] in its name or of level 5 or higher, if you
-- have 7 or fewer cards in hand (read as it activates), you may suspend this Tamer to <Draw 1>.
-- [Security] play this card without paying.
card:start_of_your_turn(function(me) if game.memory(me) <= 2 then game.set_memory(me, 3) end end)
card:when("digimon_attacking", function(me, self)
  if #game.hand(me) <= 7 then fx.by_suspending(me, self, function() game.draw(me, 1) end) end
end, {whose = "own", turn = "yours", condition = function(me, self, c, d)
  return (game.name_has(d, "Jellymon") or (game.level(d) or 0) >= 5) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
