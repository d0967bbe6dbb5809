-- Blasted Disaster: [Main] suspend all of the opponent's Digimon (at the same time, Q1820); then gain
-- 1 memory for each of the opponent's suspended Digimon. [Security] suspend 1 of the opponent's
-- Digimon.
card:main(function(me)
  local op = game.opponent(me)
  game.suspend(game.digimon(op))
  game.gain_memory(me, #fx.digimon(op, game.suspended))
end)
card:security(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
