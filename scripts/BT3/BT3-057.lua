-- MegaGargomon: [When Digivolving] suspend 1 of the opponent's Digimon; it stays suspended through their next
-- unsuspend phase. [Your Turn] while the opponent has a suspended Digimon, this Digimon has <Security Attack +1>.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then
    game.suspend(d)
    game.change(me, d, {forbid = {"unsuspend"}}, "opponents_turn")
  end
end)
card:static{turn = "yours", security_attack = 1, condition = function(me)
  return #fx.digimon(game.opponent(me), game.suspended) > 0
end}
