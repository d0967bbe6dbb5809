-- Veedramon: [When Attacking] once per turn, if you have a Tamer, unsuspend this Digimon.
-- Inherited ([All Turns]): +1000 DP while you have a blue Tamer.
card:when_attacking(function(me, self) if #game.tamers(me) > 0 then game.unsuspend(self) end end,
  {once_per_turn = true, condition = function(me) return #game.tamers(me) > 0 end})
card:static{inherited = true, dp = 1000, condition = function(me)
  return #fx.cards(game.tamers(me), function(t) return game.has_color(t, "blue") end) > 0
end}
