-- Volcanic Flare: [Main] delete 1 of your opponent's Digimon with 4000 DP or less. [Security] the same.
local function effect(me) fx.delete(me, {dp = 4000}) end
card:main(effect)
card:security(effect)
