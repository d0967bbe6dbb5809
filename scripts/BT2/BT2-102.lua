-- Terrors Cluster: [Main] return 1 of your opponent's suspended Digimon to the bottom of their deck
-- (its digivolution cards to the trash). [Security] the same.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), game.suspended)
  if d then game.return_to_deck(d, "bottom") end
end
card:main(effect)
card:security(effect)
