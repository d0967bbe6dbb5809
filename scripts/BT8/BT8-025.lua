-- Hookmon (inherited): [When Attacking] trash the bottom digivolution card of 1 of the opponent's Digimon.
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1) end
end, {inherited = true})
