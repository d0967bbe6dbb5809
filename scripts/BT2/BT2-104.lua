-- Atomic Ray: [Main] unsuspend 1 of your Digimon with <Blocker>. [Security] unsuspend all of your
-- Digimon with <Blocker>; they get +5000 DP for the turn.
local function blocker(d) return game.has_keyword(d, "blocker") end
card:main(function(me)
  local d = fx.choose_one(me, me, blocker)
  if d then game.unsuspend(d) end
end)
card:security(function(me)
  local all = fx.digimon(me, blocker)
  game.unsuspend(all)
  game.change(me, all, {dp = 5000}, "turn")
end)
