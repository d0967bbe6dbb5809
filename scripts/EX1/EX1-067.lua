-- Baptism by Fire!: [Main] delete 1 of your opponent's Digimon with 6000 DP or less and <Blocker>.
-- [Security] the same. The 6000 is a number the text shows: effects adding to DP-based deletions
-- reach it (15-15-4, Q1801).
local function effect(me)
  fx.delete(me, {dp = 6000, filter = function(d) return game.has_keyword(d, "blocker") end})
end
card:main(effect)
card:security(effect)
