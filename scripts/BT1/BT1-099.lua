-- Hearts Attack: [Main] trash all digivolution cards of 1 of your opponent's Digimon.
card:main(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, game.sources(d)) end
end)
