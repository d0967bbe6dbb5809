-- hostile: game.move_source(c, "hand") with c this Digimon's own top card (not a digivolution card)
card:on_play(function(me, self, c)
  game.move_source(c, "hand")
end)
