-- Gabumon (inherited): when attacking, trash the bottom digivolution card of one of the
-- opponent's Digimon of level 5 or less.
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(d) return game.level(d) <= 5 and game.sources(d) > 0 end)
  if d then game.trash_sources(d, 1, "bottom") end
end, {inherited = true})
