-- Dragomon: [When Digivolving] return 1 of the opponent's level 4 or lower Digimon with no
-- digivolution cards to its owner's hand.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) <= 4 and game.no_sources(x) end)
  if d then game.bounce(d) end
end)
