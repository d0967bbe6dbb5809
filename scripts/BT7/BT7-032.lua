-- Pulsemon (inherited): [When Attacking] [Once Per Turn] if you have exactly 3 security cards, gain 2
-- memory. The "if" is read as the effect would activate (15-8-3-9-2); unmet, it is not activated and its
-- use is kept (15-6-3, 15-14-1-4).
card:when_attacking(function(me) game.gain_memory(me, 2) end,
  {inherited = true, once_per_turn = true, activate_if = function(me) return game.security(me) == 3 end})
