-- Climbmon: [When Digivolving] if this Digimon is suspended, return 1 of the opponent's suspended
-- Digimon with DP at most this Digimon's to its owner's hand. Inherited: [Your Turn] when this
-- Digimon becomes unsuspended during your unsuspend phase (also before the opponent's <Reboot>
-- Digimon, which unsuspend together with it, Q1735), suspend 1 of the opponent's Digimon.
card:when_digivolving(function(me, self)
  if not game.suspended(self) then return end
  local dp = game.dp(self)
  game.bounce(fx.choose(me, game.opponent(me), 1, function(d) return game.suspended(d) and game.dp(d) <= dp end))
end)
card:when("digimon_unsuspended", function(me)
  game.suspend(fx.choose(me, game.opponent(me), 1))
end, {whose = "self", inherited = true, turn = "yours",
      condition = function() return game.phase() == "unsuspend" end})
