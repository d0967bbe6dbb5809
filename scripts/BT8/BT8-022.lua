-- SnowAgumon: [On Play] trash the top digivolution card of 1 of the opponent's Digimon.
card:on_play(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1, "top") end
end)
