-- Seven Heavens: one of the opponent's Digimon gets -10000 DP for the turn. Security: the same.
local function effect(me) fx.change_one(me, game.opponent(me), {dp = -10000}) end
card:main(effect)
card:security(effect)
