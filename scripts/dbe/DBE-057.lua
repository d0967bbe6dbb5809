-- Solardramon DATA. Any Phase: 50 more Power on every attack this turn.
-- Data Break (delete the level M of the Destiny Zone): recover 300 HP and 200 more Power this turn.
return {
  any_phase = function(me) dbe.boost(me, 50) end,
  data_break = function(me) dbe.recover(me, 300); dbe.boost(me, 200) end,
}
