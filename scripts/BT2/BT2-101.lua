-- Cherry Blast: [Main] suspend all of your opponent's Digimon with 6000 DP or less. [Security] the same.
local function effect(me)
  game.suspend(fx.digimon(game.opponent(me), fx.dp_at_most(6000))) -- at the same time: a watcher triggers once (4-27-5)
end
card:main(effect)
card:security(effect)
