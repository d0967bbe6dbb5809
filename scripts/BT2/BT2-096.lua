-- The Ray of Victory: [Main] return 1 of your opponent's level 5 or lower Digimon to the hand (its
-- digivolution cards to the trash); then, with a blue Tamer in play, unsuspend 1 of your Digimon.
-- [Security] the same.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(5))
  if d then game.bounce(d) end
  if #fx.cards(game.tamers(me), function(t) return game.has_color(t, "blue") end) > 0 then
    local mine = fx.choose_one(me, me)
    if mine then game.unsuspend(mine) end
  end
end
card:main(effect)
card:security(effect)
