-- Howling Crusher: [Main] trash all digivolution cards of all of your opponent's Digimon. [Security] the same.
local function effect(me)
  game.trash_sources(game.digimon(game.opponent(me)), "all") -- at the same time (4-27-5)
end
card:main(effect)
card:security(effect)
