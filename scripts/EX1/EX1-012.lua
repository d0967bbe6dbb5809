-- Gomamon: [On Play] trash 1 digivolution card from the bottom of 1 of your opponent's Digimon.
card:on_play(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1) end
end)
