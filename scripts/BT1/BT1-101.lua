-- Howling Crusher: [Main] trash all digivolution cards of all of your opponent's Digimon. [Security] the same.
local function effect(me)
  for _, d in ipairs(game.digimon(game.opponent(me))) do game.trash_sources(d, game.sources(d)) end
end
card:main(effect)
card:security(effect)
