-- Meicoomon: [On Play] if you have 3 or fewer security cards, 1 of the opponent's Digimon gets
-- -4000 DP for the turn.
local function low(me) return game.security(me) <= 3 end
card:on_play(function(me) fx.change_one(me, game.opponent(me), {dp = -4000}) end, {condition = low})
