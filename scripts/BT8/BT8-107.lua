-- Pandemonium Flame: [Main] you may delete 1 of your Digimon (also when the opponent has no Digimon to
-- delete, Q1788) to delete 1 of the opponent's unsuspended Digimon with a level at most the deleted
-- Digimon's. [Security] delete 1 of the opponent's unsuspended Digimon.
local function unsuspended(d) return not game.suspended(d) end
card:main(function(me)
  local level
  fx.by(me, function()
    local d = fx.choose_one(me, me)
    if not d then return false end
    level = game.level(d) or 0
    game.delete(d)
    return game.deletion(d) ~= nil
  end, function()
    fx.delete(me, {filter = function(d) return unsuspended(d) and (game.level(d) or 99) <= level end})
  end)
end)
card:security(function(me) fx.delete(me, {filter = unsuspended}) end)
