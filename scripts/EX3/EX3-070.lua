-- Avalon's Gate: [Main] activate 1 of these; if you have a Digimon with [Examon] in its name in the
-- battle area, activate both instead, in the order you choose (15-15-7-2):
-- - suspend 1 of your opponent's Digimon, and 1 of your Digimon gains <Piercing> for the turn;
-- - unsuspend 1 of your Digimon.
-- [Security] suspend 1 of your opponent's Digimon, and unsuspend 1 of your Digimon (each part happens
-- without the other's Digimon, Q3435).
local function suspend_one(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end
local function unsuspend_one(me)
  local d = fx.choose_one(me, me)
  if d then game.unsuspend(d) end
end
local function first(me)
  suspend_one(me)
  fx.change_one(me, me, {keywords = {"piercing"}})
end
card:main(function(me)
  if #fx.digimon(me, function(d) return game.name_has(d, "Examon") end) > 0 then
    if game.choose_mode(me, {"suspend and piercing first", "unsuspend first"}) == "unsuspend first" then
      unsuspend_one(me)
      first(me)
    else
      first(me)
      unsuspend_one(me)
    end
  elseif game.choose_mode(me, {"suspend and piercing", "unsuspend"}) == "unsuspend" then
    unsuspend_one(me)
  else
    first(me)
  end
end)
card:security(function(me)
  suspend_one(me)
  unsuspend_one(me)
end)
