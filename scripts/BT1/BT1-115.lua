-- Veedramon: [When Attacking] once per turn, if you have a Tamer, unsuspend this Digimon (a
-- processing condition: it triggers at every attack and is read as it would activate, 15-8-3-9-2;
-- without a Tamer it is not activated and not used up, 15-6-3, 15-14-1-4).
-- Inherited ([All Turns]): +1000 DP while you have a blue Tamer.
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {once_per_turn = true, activate_if = function(me) return #game.tamers(me) > 0 end})
card:static{inherited = true, dp = 1000, condition = function(me)
  return #fx.cards(game.tamers(me), function(t) return game.has_color(t, "blue") end) > 0
end}
