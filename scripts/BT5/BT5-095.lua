-- Transcendent Sword: [Main] delete 1 of your opponent's Digimon with 11000 DP or less; with a
-- Digimon of yours with [Omnimon] or [Greymon] (but not DoruGreymon, BurningGreymon or
-- DexDoruGreymon) in its name, one with 15000 DP or less instead. [Security] the same.
local function effect(me)
  local dp = #game.digimon(me, omni.omnimon_or_greymon) > 0 and 15000 or 11000
  fx.delete(me, {dp = dp})
end
card:main(effect)
card:security(effect)
