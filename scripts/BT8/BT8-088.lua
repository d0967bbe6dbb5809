-- Davis Motomiya & Ken Ichijoji: [Start of Your Main Phase] if you have a blue Digimon, gain 1 memory;
-- if you have a green Digimon, gain 1 memory (both, by two Digimon or by one blue and green one,
-- Q1766, Q1767). [Your Turn] when one of your Digimon digivolves into a Digimon with 2 or more colours,
-- you may suspend this Tamer to unsuspend that Digimon. [Security] play this card without paying.
card:start_of_your_main_phase(function(me)
  if #fx.digimon(me, fx.colored("blue")) > 0 then game.gain_memory(me, 1) end
  if #fx.digimon(me, fx.colored("green")) > 0 then game.gain_memory(me, 1) end
end)
card:when("digimon_digivolved", function(me, self, c, d)
  if fx.paid_by_suspending(self) then game.unsuspend(d) end
end, {whose = "own", turn = "yours", optional = true,
      condition = function(me, self, c, d) return awaken.multi(d) and game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
