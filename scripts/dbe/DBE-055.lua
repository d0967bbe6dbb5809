-- Reckless Dash. Support: draw 2.
-- Turbo and the other's attacks gain 200 Power this turn (the added risk).
return {
  support = function(me) dbe.draw(me, 2) end,
  turbo = true,
  turbo_risk = function(me) dbe.boost(dbe.opponent(me), 200) end,
}
