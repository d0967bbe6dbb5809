-- Dinorexmon: [When Digivolving] suspend 1 of your opponent's Digimon; it doesn't unsuspend in their next
-- unsuspend phase. [Your Turn] this Digimon gets +1000 DP for each of your opponent's suspended Digimon.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then
    game.suspend(d)
    game.change(me, d, {forbid = {"unsuspend"}}, "opponents_next_turn")
  end
end)
card:static{turn = "yours", dp = function(me) return 1000 * #fx.digimon(game.opponent(me), game.suspended) end}
