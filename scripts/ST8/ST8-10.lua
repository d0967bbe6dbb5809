-- UlforceVeedramon: [When Digivolving] return 1 of the opponent's level 4 or lower Digimon to its
-- owner's hand, its digivolution cards to the trash. [When Attacking] [Once Per Turn] if you have 8 or
-- more cards in your hand, unsuspend this Digimon. "If" is a processing condition, read when the effect
-- activates, not when the attack is declared (15-8-3-9): a <Draw 1> activated before it counts (Q704);
-- with fewer it is not activated and its use is not spent (15-6-3, 15-14-1-4).
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
  if d then game.bounce(d) end
end)
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {once_per_turn = true, activate_if = function(me) return #game.hand(me) >= 8 end})
