-- Atomic Megalo Blaster: [Main] choose any number of your opponent's Digimon whose DP totals 10000 or
-- less and delete them (the total raised by "add to the maximum" effects, Q1897). [Security] the same.
local function effect(me) xab.delete_total_dp(me, 10000) end
card:main(effect)
card:security(effect)
