-- Kimeramon: [On Play] you may delete another of your Digimon (battle area only, Q1028) to delete 1
-- of your opponent's level 5 or lower Digimon (optional, Q1027).
card:on_play(function(me, self)
  local mine = fx.digimon(me, function(d) return d ~= self end)
  local d = game.choose(me, mine, 1, 1)[1]
  if not d then return end
  game.delete(d)
  if game.on_field(d) then return end -- the cost was not paid (its deletion prevented)
  fx.delete(me, {filter = fx.level_at_most(5)})
end, {optional = true, condition = function(me, self)
  return #fx.digimon(me, function(d) return d ~= self end) > 0
end})
