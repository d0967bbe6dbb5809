-- MegaGargomon: [When Digivolving] for each green Tamer you have in play, suspend 1 of your opponent's
-- Digimon (chosen together, suspended at once); those don't unsuspend in your opponent's next unsuspend
-- phase. [When Attacking] [Once Per Turn] return 1 of your opponent's suspended Digimon whose DP is at
-- most this Digimon's to its owner's hand.
card:when_digivolving(function(me)
  local n = #fx.tamers(me, fx.colored("green"))
  if n == 0 then return end
  local chosen = fx.choose(me, game.opponent(me), n)
  game.suspend(chosen)
  game.change(me, chosen, {forbid = {"unsuspend"}}, "opponents_next_turn")
end)
card:when_attacking(function(me, self)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.suspended(x) and game.dp(x) <= game.dp(self) end)
  if d then game.bounce(d) end
end, {once_per_turn = true})
