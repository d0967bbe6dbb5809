-- Megiddo Flame: [Main] delete 1 of your opponent's level 4 or lower Digimon. By deleting 1 of your
-- Digimon, you may instead delete 1 of your opponent's level 6 or lower Digimon (asked first; the
-- larger deletion only if one of yours was deleted).
-- [Security] you may play 1 [Guilmon] from your trash without paying the cost.
local function own_deleted(me)
  local d = fx.choose_one(me, me)
  if not d then return false end
  game.delete(d)
  return game.deletion(d) ~= nil
end
card:main(function(me)
  if not fx.by(me, function() return own_deleted(me) end, function() fx.delete(me, {filter = fx.level_at_most(6)}) end) then
    fx.delete(me, {filter = fx.level_at_most(4)})
  end
end)
card:security(function(me) draconic.play_named_from_trash(me, "Guilmon") end)
