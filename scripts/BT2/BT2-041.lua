-- ShineGreymon: [When Digivolving] suspend all of your yellow Tamers; for each one suspended so (an
-- unsuspended one), 1 of the opponent's Digimon gets -4000 DP for the turn, each with its own target
-- (Q1014). On your turn, +1000 DP for each of your Tamers.
card:when_digivolving(function(me)
  local suspended = fx.tamers(me, function(t) return game.has_color(t, "yellow") and not game.suspended(t) end)
  if #suspended > 0 then game.suspend(suspended) end -- all at once (one timing, Q1230)
  for _ = 1, #suspended do fx.change_one(me, game.opponent(me), {dp = -4000}) end
end)
card:static{turn = "yours", dp = function(me) return 1000 * #game.tamers(me) end}
