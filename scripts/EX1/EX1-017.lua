-- WereGarurumon: [When Digivolving] <Draw 1>. Inherited: [When Attacking] [Once Per Turn] if you have 8
-- or more cards in your hand, gain 1 memory. The "if" is read as the effect would activate
-- (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when_digivolving(function(me) game.draw(me, 1) end)
card:when_attacking(function(me) game.gain_memory(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me) return #game.hand(me) >= 8 end})
