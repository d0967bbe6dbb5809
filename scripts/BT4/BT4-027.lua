-- KendoGarurumon: it may digivolve from the hand onto a blue Tamer as if the Tamer were a level 3
-- Digimon (card data). [When Attacking] return 1 of the opponent's level 3 Digimon to its owner's
-- hand (its digivolution cards go to the trash, as any return does).
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) == 3 end)
  if d then game.bounce(d) end
end)
