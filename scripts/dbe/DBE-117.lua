-- Dusk Heron. Battle Phase: its player picks one of their attacks; it gains 100 Power this turn
-- (picked before the attacks are revealed).
return {
  battle_phase = function(me) dbe.choose(me, {"circle", "triangle", "cross"}, {next = "picked"}) end,
  picked = function(me, result) dbe.boost(me, 100, result[1]) end,
}
