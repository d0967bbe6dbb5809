-- Baihumon: [When Digivolving] unsuspend up to 2 Digimon and/or Tamers, either player's, in any mix
-- (Q1858, Q1859, Q1860). Then gain 1 memory for each of your opponent's unsuspended Digimon and
-- Tamers. [End of Your Turn] [Once Per Turn] trash 1 card from the top of your opponent's security
-- stack for every 2 of their unsuspended Digimon and Tamers together (Q1861).
local function both_sides()
  local list = {}
  for _, p in ipairs(fx.players()) do
    for _, d in ipairs(game.digimon(p)) do list[#list + 1] = d end
    for _, t in ipairs(game.tamers(p)) do list[#list + 1] = t end
  end
  return list
end
local function unsuspended_of(p)
  local awake = function(x) return not game.suspended(x) end
  return #game.digimon(p, awake) + #game.tamers(p, awake)
end
card:when_digivolving(function(me)
  local list = both_sides()
  game.unsuspend(game.choose(me, list, math.min(1, #list), 2))
  game.gain_memory(me, unsuspended_of(game.opponent(me)))
end)
card:end_of_your_turn(function(me)
  local n = unsuspended_of(game.opponent(me)) // 2
  if n > 0 then game.trash_security(game.opponent(me), n) end
end, {once_per_turn = true})
