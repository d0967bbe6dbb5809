-- V-Wing Blade: [Main] return 1 of the opponent's level 6 or lower Digimon to its owner's hand, its
-- digivolution cards to the trash. [Security] activate the [Main] effect.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(6))
  if d then game.bounce(d) end
end
card:main(effect)
card:security(effect)
