-- hostile: activates the [On Play] effects of the opponent's Digimon for the opponent, from an effect of its own player
card:on_play(function(me)
  for _, d in ipairs(game.digimon(1 - me)) do game.activate(1 - me, game.top(d), "on_play") end
end)
