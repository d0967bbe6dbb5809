-- Tactimon: [When Attacking] activate 1 of these (any one, Q1350): gain 1 memory; this Digimon gets
-- +2000 DP for the turn; delete up to 3 of your opponent's level 3 Digimon. With no other Digimon
-- of yours, activate all three instead, in the order its player chooses (Q1351).
local MODES = {"gain 1 memory", "+2000 DP", "delete up to 3 level 3"}
local function run(me, self, mode)
  if mode == MODES[1] then
    game.gain_memory(me, 1)
  elseif mode == MODES[2] then
    fx.self_dp(me, self, 2000)
  else
    fx.delete(me, {count = 3, upto = true, filter = function(d) return game.level(d) == 3 end})
  end
end
card:when_attacking(function(me, self)
  if #game.digimon(me, function(d) return d ~= self end) > 0 then
    run(me, self, game.choose_mode(me, MODES))
    return
  end
  local left = {MODES[1], MODES[2], MODES[3]}
  while #left > 0 do -- one at a time: the player orders the three (Q1351)
    local mode = #left > 1 and game.choose_mode(me, left) or left[1]
    run(me, self, mode)
    for i, m in ipairs(left) do if m == mode then table.remove(left, i) break end end
  end
end)
