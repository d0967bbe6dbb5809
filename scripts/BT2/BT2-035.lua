-- GeoGreymon (inherited): [When Attacking] if you have 3 or more yellow Tamers, 1 of the opponent's
-- Digimon gets -2000 DP for the turn.
local function three_yellow(me) return #fx.tamers(me, fx.colored("yellow")) >= 3 end
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end,
  {inherited = true, condition = three_yellow})
