-- Gabumon (inherited): when attacking, trash the bottom digivolution card of one of the
-- opponent's Digimon of level 5 or less (any such Digimon may be chosen, 15-10-2-1).
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(5))
  if d then game.trash_sources(d, 1, "bottom") end
end, {inherited = true})
