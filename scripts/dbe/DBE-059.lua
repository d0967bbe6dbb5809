-- Galehawk DATA. Any Phase: 2 nova counters. Data Break: 1st Attack and 100 more Power this turn.
return {
  any_phase = function(me) dbe.add_nova(me, 2) end,
  data_break = function(me) dbe.first_attack(me); dbe.boost(me, 100) end,
}
