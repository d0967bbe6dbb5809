-- Infinity Cannon: [Main] <De-Digivolve 4> on 1 of your opponent's Digimon. [Security] the same.
local function effect(me) fx.de_digivolve_one(me, 4) end
card:main(effect)
card:security(effect)
