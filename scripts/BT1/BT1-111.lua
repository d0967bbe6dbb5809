-- Giga Blaster: [Main] suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with
-- 5000 DP or less (one or the other, Q982). [Security] the same.
local function effect(me)
  local foe = game.opponent(me)
  local chosen
  if game.choose_mode(me, {"one", "two with 5000 DP or less"}) == "one" then
    chosen = fx.choose(me, foe, 1)
  else
    chosen = fx.choose(me, foe, 2, fx.dp_at_most(5000))
  end
  game.suspend(chosen) -- at the same time: a watcher triggers once (4-27-5)
end
card:main(effect)
card:security(effect)
