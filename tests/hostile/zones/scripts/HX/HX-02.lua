-- hostile: game.deck_top(me, 1 << 40), then game.to_security(9999), game.digivolve(c, 65535)
card:on_play(function(me, self, c)
  if game.turn() % 3 == 0 then game.to_security(9999, "bottom") end
  if game.turn() % 3 == 1 then game.digivolve(c, 65535) end
  game.deck_top(me, 1 << 40)
end)
