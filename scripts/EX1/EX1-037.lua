-- Kuwagamon: [Start of Your Turn] suspend 1 of your opponent's Digimon with 3000 DP or less.
-- Inherited: [Your Turn] when this Digimon deletes an opponent's Digimon in battle and survives, 1 of
-- your opponent's suspended Digimon doesn't unsuspend during their next unsuspend phase.
card:start_of_your_turn(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(3000))
  if d then game.suspend(d) end
end)
card:when("deleted_one_in_battle", function(me)
  fx.change_one(me, game.opponent(me), {forbid = {"unsuspend"}}, "opponents_next_turn", game.suspended)
end, {inherited = true, turn = "yours", whose = "self"})
