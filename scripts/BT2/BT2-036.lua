-- Gatomon: [On Play] if you have a purple Digimon, 1 of the opponent's Digimon gets -4000 DP for the
-- turn. On your turn, when another of your Digimon is deleted, this Digimon gets +3000 DP for the turn.
local function purple(me) return #fx.digimon(me, fx.colored("purple")) > 0 end
card:on_play(function(me) fx.change_one(me, game.opponent(me), {dp = -4000}) end, {condition = purple})
card:when("digimon_deleted", function(me, self) fx.self_dp(me, self, 3000) end,
  {turn = "yours", whose = "own", condition = function(me, self, c, d) return d ~= self end})
