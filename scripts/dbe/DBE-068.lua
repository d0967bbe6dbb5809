-- Gustling DATA (legal by a Destiny Zone card naming Gustling: Galehawk). Any Phase: recover 60 HP.
-- Data Break: 1 nova counter and 150 more Power this turn.
return {
  any_phase = function(me) dbe.recover(me, 60) end,
  data_break = function(me) dbe.add_nova(me, 1); dbe.boost(me, 150) end,
}
