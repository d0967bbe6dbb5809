-- Halsemon (<Armor Purge>: card data). [When Attacking] delete 1 of the
-- opponent's level 3 Digimon.
card:when_attacking(function(me) fx.delete(me, {filter = function(d) return game.level(d) == 3 end}) end)
