-- Rosemon: [Your Turn] +1000 DP for each of your opponent's suspended Digimon. [When Attacking]
-- suspend 1 of your opponent's Digimon.
card:static{turn = "yours", dp = function(me) return 1000 * #fx.digimon(game.opponent(me), game.suspended) end}
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
