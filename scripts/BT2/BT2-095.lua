-- River of Power: [Main] return up to 3 of your opponent's level 3 Digimon to the hand (their
-- digivolution cards to the trash).
card:main(function(me)
  game.bounce(fx.choose(me, game.opponent(me), 3, function(d) return game.level(d) == 3 end, true))
end)
