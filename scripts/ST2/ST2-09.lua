-- Zudomon: when digivolving, trash the bottom 2 digivolution cards of one of the opponent's Digimon.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 2, "bottom") end
end)
