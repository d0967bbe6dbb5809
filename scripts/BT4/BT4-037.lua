-- Kudamon: [On Play] you may trash the top card of your security stack to give 1 of the opponent's
-- Digimon -2000 DP for the turn (erratum 2021-09-17: "for the turn"); with no security card it
-- can't activate (Q1205).
local function has_security(me) return game.security(me) > 0 end
card:on_play(function(me)
  fx.by(me, function() return game.trash_security(me, 1) == 1 end,
    function() fx.change_one(me, game.opponent(me), {dp = -2000}) end)
end, {condition = has_security})
