-- Baptism by Fire!: [Main] delete 1 of your opponent's Digimon with 6000 DP or less and <Blocker>.
-- [Security] the same.
local function effect(me)
  fx.delete(me, {filter = function(d) return game.dp(d) <= 6000 and game.has_keyword(d, "blocker") end})
end
card:main(effect)
card:security(effect)
