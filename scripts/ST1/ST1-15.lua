-- Giga Destroyer: delete up to 2 of the opponent's Digimon with 4000 DP or less.
-- Security: the same.
local function effect(me) fx.delete(me, {count = 2, upto = true, dp = 4000}) end
card:main(effect)
card:security(effect)
