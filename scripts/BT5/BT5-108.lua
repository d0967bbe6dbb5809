-- Earth Shaker: [Main] delete 1 of your opponent's unsuspended level 4 Digimon and 1 of their
-- unsuspended level 5 Digimon, at the same time (either alone when only one is there, Q1381, Q1382).
-- [Security] the same.
local function unsuspended(level) return function(d) return not game.suspended(d) and game.level(d) == level end end
local function effect(me)
  local opp = game.opponent(me)
  local chosen = {}
  for _, level in ipairs({4, 5}) do
    local d = fx.choose_one(me, opp, unsuspended(level))
    if d then chosen[#chosen + 1] = d end
  end
  game.delete(chosen)
end
card:main(effect)
card:security(effect)
