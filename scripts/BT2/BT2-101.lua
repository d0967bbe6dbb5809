-- Cherry Blast: [Main] suspend all of your opponent's Digimon with 6000 DP or less. [Security] the same.
local function effect(me)
  for _, d in ipairs(fx.digimon(game.opponent(me), fx.dp_at_most(6000))) do game.suspend(d) end
end
card:main(effect)
card:security(effect)
