-- Paildramon (DNA digivolution from a blue level 4 and a green level 4 for 0: card data).
-- [When Digivolving] only when it DNA digivolved (Q709): return 1 of your opponent's Digimon with
-- 6000 DP or less to the bottom of its owner's deck.
-- [When Attacking] [Once Per Turn] unsuspend this Digimon.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(6000))
  if d then game.return_to_deck(d, "bottom") end
end, {condition = function(me, self) return game.dna_digivolved(self) end})
card:when_attacking(function(me, self) game.unsuspend(self) end, {once_per_turn = true})
