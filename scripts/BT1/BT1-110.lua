-- Flower Cannon: [Main] suspend 1 of your opponent's Digimon.
-- [Security] suspend all of your opponent's Digimon without <Blocker>.
card:main(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
card:security(function(me)
  game.suspend(fx.digimon(game.opponent(me), function(x) return not game.has_keyword(x, "blocker") end))
end)
