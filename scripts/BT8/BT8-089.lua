-- Cody Hida: [Start of Your Main Phase] if you have a yellow Digimon, gain 1 memory. [Your Turn] when
-- one of your Digimon with 2 or more colours attacks (its own colours, Q1768), you may suspend this
-- Tamer to give 1 of the opponent's Digimon -2000 DP for the turn. [Security] play this card.
card:start_of_your_main_phase(function(me)
  if #fx.digimon(me, fx.colored("yellow")) > 0 then game.gain_memory(me, 1) end
end)
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then fx.change_one(me, game.opponent(me), {dp = -2000}) end
end, {whose = "own", turn = "yours", optional = true,
      condition = function(me, self, c, d) return awaken.multi(d) and game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
