-- Azulongmon: [When Attacking] you may trash the top card of your security stack to gain 2 memory.
-- [Your Turn] [Once Per Turn] when one of your other Digimon digivolves (not this one, Q1732), you may
-- unsuspend it.
card:when_attacking(function(me)
  fx.by(me, function() return game.trash_security(me, 1) == 1 end, function() game.gain_memory(me, 2) end)
end)
card:when("digimon_digivolved", function(me, self, c, d) game.unsuspend(d) end,
  {whose = "own", turn = "yours", once_per_turn = true, optional = true,
   condition = function(me, self, c, d) return d ~= self end})
