-- hostile: game.choose(me, {200, 9999, 1}, 1, 3, "cards")
card:on_play(function(me, self)
  game.choose(me, {200, 9999, 1}, 1, 3, "cards")
end)
