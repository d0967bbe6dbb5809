-- Koromon (inherited): [When Attacking] [Once Per Turn] if this Digimon's name has [Omnimon] or
-- [Greymon] (but not DoruGreymon, BurningGreymon or DexDoruGreymon), <Draw 1>.
local function named(me, self) return omni.omnimon_or_greymon(self) end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true, condition = named})
