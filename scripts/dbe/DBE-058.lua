-- Leviathor DATA. Any Phase: draw 1. Data Break: draw 2 and recover 200 HP.
return {
  any_phase = function(me) dbe.draw(me, 1) end,
  data_break = function(me) dbe.draw(me, 2); dbe.recover(me, 200) end,
}
