-- Quickfire Gambit. Support: every attack of yours gains 150 Power this turn.
-- Turbo Support, and the other's attacks gain 100 Power this turn (the added risk):
-- usable when a Support could be played, on either player's turn, beside the Support.
return {
  support = function(me) dbe.boost(me, 150) end,
  turbo = "support",
  turbo_risk = function(me) dbe.boost(dbe.opponent(me), 100) end,
}
