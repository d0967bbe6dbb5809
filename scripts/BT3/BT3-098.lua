-- Plasma Stake: [Main] delete 1 of the opponent's Digimon with 13000 DP or more. [Security] the same.
local function effect(me) fx.delete(me, {filter = function(d) return game.dp(d) >= 13000 end}) end
card:main(effect)
card:security(effect)
