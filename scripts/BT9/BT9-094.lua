-- Atomic Megalo Blaster: [Main] choose any number of your opponent's Digimon whose DP totals 10000 or
-- less and delete them (the total raised by "add to the maximum" effects, Q1897; at least 1 when one
-- fits, as the same words of ST7-12 are ruled, Q693). [Security] the same.
local function effect(me) fx.delete_total_dp(me, 10000) end
card:main(effect)
card:security(effect)
