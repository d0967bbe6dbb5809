-- Red Reamer: [Main] delete 1 of the opponent's Digimon with 6000 DP or less; if the opponent has 3
-- or more Digimon in play, delete 1 of their Digimon with 13000 DP or less instead. [Security] the
-- same.
local function effect(me)
  local dp = #game.digimon(game.opponent(me)) >= 3 and 13000 or 6000
  fx.delete(me, {dp = dp})
end
card:main(effect)
card:security(effect)
