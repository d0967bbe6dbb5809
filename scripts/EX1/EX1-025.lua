-- Salamon (inherited): [When Attacking] [Once Per Turn] if you have 3 or more security cards, <Draw 1>.
-- The "if" is read as the effect would activate (15-8-3-9-2); unmet, it is not activated and its use
-- is kept (15-6-3).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me) return game.security(me) >= 3 end})
