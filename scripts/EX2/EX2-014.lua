-- IceDevimon: [When Attacking] return 1 of your opponent's level 4 or lower Digimon with no
-- digivolution cards to its owner's hand.
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) <= 4 and game.sources(x) == 0 end)
  if d then game.bounce(d) end
end)
