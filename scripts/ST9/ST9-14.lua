-- Megadeath: [Main] suspend 1 of your opponent's Digimon; then return 1 of your opponent's suspended
-- Digimon to its owner's hand (any suspended one, not only the one just suspended: Q721).
-- [Security] the same.
local function effect(me)
  local opp = game.opponent(me)
  local d = fx.choose_one(me, opp)
  if d then game.suspend(d) end
  local back = fx.choose_one(me, opp, game.suspended)
  if back then game.bounce(back) end
end
card:main(effect)
card:security(effect)
