-- Tsumemon (inherited): [When Attacking] [Once Per Turn] if this Digimon has [Unidentified] in its
-- types, <Draw 1>. "If" is a processing condition read when the effect activates (15-8-3-9-2,
-- 15-8-3-9-3); activated without the type it does nothing, and the core counts that as its use
-- (15-14-1-4; no API option for a condition read only at activation, as BT4-001).
card:when_attacking(function(me, self)
  if fx.trait_has("Unidentified")(self) then game.draw(me, 1) end
end, {inherited = true, once_per_turn = true})
