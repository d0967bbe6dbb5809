-- Atomic Inferno: [Main] 1 of your Digimon with [Hybrid] in its form gets, for the turn, +3000 DP,
-- <Security Attack +1> and "[Your Turn] when this Digimon is blocked, gain 3 memory" (a block by
-- <Blocker> only, Q1254). [Security] all of your Digimon gain <Security Attack +1> until the end of
-- your next turn (those that arrive later too, Q1255).
local function hybrid(d)
  for _, f in ipairs(game.form(d)) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
local blocked = card:when("blocked", function(me) game.gain_memory(me, 3) end,
  {granted = true, whose = "self", turn = "yours"})
card:main(function(me)
  local d = fx.choose_one(me, me, hybrid)
  if d then game.change(me, d, {dp = 3000, security_attack = 1, effect = blocked}, "turn") end
end)
card:security(function(me) game.change_all(me, me, "digimon", {security_attack = 1}, "your_turn") end)
