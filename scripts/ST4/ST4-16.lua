-- Electro Shocker: return 1 of the opponent's suspended Digimon to its owner's hand; its
-- digivolution cards go to the trash. Security: the same.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), game.suspended)
  if d then game.bounce(d) end
end
card:main(effect)
card:security(effect)
