-- Pickmon (inherited): [When Attacking] if you have 3 or more Digimon (this one too, Q1282),
-- 1 of your opponent's Digimon gets -1000 DP for the turn.
local function three(me) return #game.digimon(me) >= 3 end
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -1000}) end,
  {inherited = true, condition = three})
