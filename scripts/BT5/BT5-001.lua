-- Koromon (inherited): [When Attacking] [Once Per Turn] if this Digimon's name has [Omnimon] or
-- [Greymon] (but not DoruGreymon, BurningGreymon or DexDoruGreymon), <Draw 1>. "If" is a processing
-- condition: the effect triggers at every attack and reads the name when it would activate
-- (15-8-3-9-2, 15-8-3-9-3); under another name it is not activated and its use is kept (15-6-3,
-- 15-14-1-4).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return omni.omnimon_or_greymon(self) end})
