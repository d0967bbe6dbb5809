-- Raddle Star: [Main] return 1 of the opponent's level 5 or lower Digimon to its owner's hand; if the
-- opponent has 3 or more Digimon in play, return 1 of their Digimon (any level) to the bottom of its
-- owner's deck instead; its digivolution cards go to the trash either way. [Security] the same.
local function effect(me)
  local op = game.opponent(me)
  if #game.digimon(op) >= 3 then
    local d = fx.choose_one(me, op)
    if d then game.return_to_deck(d, "bottom") end
  else
    local d = fx.choose_one(me, op, fx.level_at_most(5))
    if d then game.bounce(d) end
  end
end
card:main(effect)
card:security(effect)
