-- HippoGryphonmon: [When Attacking] if you have 3 or fewer security cards, 1 of the opponent's
-- Digimon gets -3000 DP for the turn.
local function low(me) return game.security(me) <= 3 end
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -3000}) end, {condition = low})
