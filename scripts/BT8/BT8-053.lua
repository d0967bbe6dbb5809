-- Lighdramon (<Armor Purge>: card data). [When Digivolving] suspend 1 of the
-- opponent's level 4 or lower Digimon.
card:when_digivolving(function(me)
  game.suspend(fx.choose(me, game.opponent(me), 1, fx.level_at_most(4)))
end)
