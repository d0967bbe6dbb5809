-- Dawnling. Prep Phase: its owner recovers 20 HP. Battle: its owner's attacks gain 30 Power this turn.
return {
  prep_phase = function(me) dbe.recover(me, 20) end,
  battle_phase = function(me) dbe.boost(me, 30) end,
}
