-- Bukamon (inherited): [When Attacking] trash the bottom digivolution card of 1 of the opponent's
-- level 4 or lower Digimon (any such Digimon may be chosen; one without digivolution cards loses none).
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
  if d then game.trash_sources(d, 1) end
end, {inherited = true})
