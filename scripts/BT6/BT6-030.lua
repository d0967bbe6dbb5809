-- Gabumon - Bond of Friendship: [When Attacking] [Once Per Turn] if you have a Tamer in play, you may
-- unsuspend this Digimon (the "if" read as it would activate, 15-8-3-9-2: unmet, not activated, no
-- question, the use kept, 15-6-3). [When Attacking] return 1 of your opponent's level 5 or lower
-- Digimon to the bottom of its owner's deck; its digivolution cards go to the trash (the move's own).
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {once_per_turn = true, optional = true, activate_if = function(me) return #game.tamers(me) > 0 end})
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(5))
  if d then game.return_to_deck(d, "bottom") end
end)
