-- Hiro Amanokawa: [Start of Your Turn] if you have 2 or less memory, set it to 3. [Your Turn] when you
-- attack with a Digimon with [Gammamon] in its name or of level 5 or higher, you may suspend this
-- Tamer to have 1 of your Digimon get +2000 DP for the turn. [Security] play this card without paying.
card:start_of_your_turn(function(me) if game.memory(me) <= 2 then game.set_memory(me, 3) end end)
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then fx.change_one(me, me, {dp = 2000}) end
end, {whose = "own", turn = "yours", optional = true,
      condition = function(me, self, c, d)
        return (game.name_has(d, "Gammamon") or (game.level(d) or 0) >= 5) and game.can_suspend(self)
      end})
card:security(function(me, self, c) game.play(c) end)
