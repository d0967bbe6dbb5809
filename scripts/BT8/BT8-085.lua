-- Yolei Inoue: [Start of Your Main Phase] if you have a red Digimon, gain 1 memory. [Your Turn] when
-- one of your Digimon with 2 or more colours attacks (its own colours, not its digivolution cards',
-- Q1764), you may suspend this Tamer to delete 1 of the opponent's Digimon with 3000 DP or less.
-- [Security] play this card without paying its cost.
card:start_of_your_main_phase(function(me)
  if #fx.digimon(me, fx.colored("red")) > 0 then game.gain_memory(me, 1) end
end)
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then fx.delete(me, {dp = 3000}) end
end, {whose = "own", turn = "yours", optional = true,
      condition = function(me, self, c, d) return awaken.multi(d) and game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
