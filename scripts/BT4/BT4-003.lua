-- Koromon (inherited): [When Attacking] once per turn, if you have 3 or fewer security cards, 1 of
-- the opponent's Digimon gets -1000 DP for the turn.
local function low(me) return game.security(me) <= 3 end
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -1000}) end,
  {inherited = true, once_per_turn = true, condition = low})
