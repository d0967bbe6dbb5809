-- Atomic Blaster: [Main] choose any number of the opponent's Digimon whose DP add up to 8000 or less,
-- and delete them (at the same time). At least 1 must be chosen when one fits (Q693); any set within
-- the total will do (Q692); the total is read as they are chosen, and what their deletion changes
-- afterwards adds nothing (Q694). [Security] activate the [Main] effect.
local function effect(me) fx.delete_total_dp(me, 8000) end
card:main(effect)
card:security(effect)
