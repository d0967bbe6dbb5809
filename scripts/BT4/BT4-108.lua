-- Cyclonic Kick: [Main] unsuspend 1 of your Digimon and suspend 1 of the opponent's Digimon (either
-- part alone when the other has no Digimon, Q1273). [Security] the same.
local function effect(me)
  local mine = fx.choose_one(me, me)
  if mine then game.unsuspend(mine) end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end
card:main(effect)
card:security(effect)
