-- Koromon (inherited): [When Attacking] [Once Per Turn] if this Digimon's name has [Omnimon] or
-- [Greymon] (but not DoruGreymon, BurningGreymon or DexDoruGreymon), <Draw 1>. "If" is a processing
-- condition: the effect triggers at every attack and reads the name when it activates (15-8-3-9-2,
-- 15-8-3-9-3); activated under another name it does nothing, and the core counts that as its use
-- (15-14-1-4; no API option for a condition read only at activation, as BT4-001).
card:when_attacking(function(me, self)
  if omni.omnimon_or_greymon(self) then game.draw(me, 1) end
end, {inherited = true, once_per_turn = true})
