-- Tallowick. Draw Phase: its owner adds 1 nova counter. End Phase: its owner recovers 30 HP.
return {
  draw_phase = function(me) dbe.add_nova(me, 1) end,
  end_phase = function(me) dbe.recover(me, 30) end,
}
