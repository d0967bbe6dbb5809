-- Valkyrimon: [When Digivolving] and [When Attacking] delete 1 of the opponent's Digimon with 4000 DP or less.
local function effect(me) fx.delete(me, {dp = 4000}) end
card:when_digivolving(effect)
card:when_attacking(effect)
