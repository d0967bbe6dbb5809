-- Dinohyumon (inherited): [When Attacking] 1 of the opponent's Digimon gets -1000 DP for the turn.
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -1000}) end, {inherited = true})
