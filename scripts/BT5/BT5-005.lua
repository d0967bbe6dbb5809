-- Tsumemon (inherited): [When Attacking] [Once Per Turn] if this Digimon has [Unidentified] in its
-- types, <Draw 1>. "If" is a processing condition read when the effect would activate (15-8-3-9-2,
-- 15-8-3-9-3); without the type it is not activated and its use is kept (15-6-3, 15-14-1-4).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return fx.trait_has("Unidentified")(self) end})
