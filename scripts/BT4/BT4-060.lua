-- Lotosmon: [All Turns] when either player plays a level 4 or lower Digimon (yours too, Q1216; not a
-- digivolution, Q1217, nor a move out of the breeding area, Q1218), suspend it (if it is still there).
card:when("digimon_played", function(me, self, c, d) if game.on_field(d) then game.suspend(d) end end,
  {all_turns = true, condition = function(me, self, c, d) return (game.level(d) or 0) <= 4 end})
