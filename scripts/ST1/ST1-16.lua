-- Gaia Force: delete one of the opponent's Digimon. Security: the same.
local function effect(me) fx.delete(me, {count = 1}) end
card:main(effect)
card:security(effect)
