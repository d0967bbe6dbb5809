-- Veedramon (inherited): [When Attacking] if you have 8 or more cards in your hand, return 1 of the
-- opponent's level 3 Digimon to its owner's hand, its digivolution cards to the trash. "If" is a
-- processing condition, read when the effect activates, not when the attack is declared (15-8-3-9): a
-- <Draw 1> activated before it counts (Q698); with fewer it is not activated (15-6-3).
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) == 3 end)
  if d then game.bounce(d) end
end, {inherited = true, activate_if = function(me) return #game.hand(me) >= 8 end})
