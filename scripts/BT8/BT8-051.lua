-- Digmon (<Armor Purge>: card data). [When Attacking] 1 of the
-- opponent's suspended Digimon gets -3000 DP for the turn.
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -3000}, "turn", game.suspended) end)
