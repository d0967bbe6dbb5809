-- Wyvern's Breath: [Main] 1 of the opponent's Digimon gets -15000 DP for the turn. [Security] the same.
local function effect(me) fx.change_one(me, game.opponent(me), {dp = -15000}) end
card:main(effect)
card:security(effect)
