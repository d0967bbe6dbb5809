-- Kuwagamon: [On Play] suspend 1 of your opponent's Digimon.
card:on_play(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
