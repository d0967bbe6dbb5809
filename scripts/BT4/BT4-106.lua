-- Purge Shine: [Main] all of the opponent's Digimon get -3000 DP for the turn (overall processing:
-- those that arrive later too, 15-11-2-2). [Security] the same.
local function effect(me) game.change_all(me, game.opponent(me), "digimon", {dp = -3000}, "turn") end
card:main(effect)
card:security(effect)
