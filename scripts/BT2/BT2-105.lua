-- Spider Shooter: [Main] <De-Digivolve 1> on 1 of your opponent's Digimon. [Security] the same.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.de_digivolve(me, d, 1) end
end
card:main(effect)
card:security(effect)
