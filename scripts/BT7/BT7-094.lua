-- Giga Storm: [Main] delete up to 2 of your opponent's Digimon with 8000 DP or less. [Security] the same.
local function effect(me)
  fx.delete(me, {count = 2, upto = true, dp = 8000})
end
card:main(effect)
card:security(effect)
