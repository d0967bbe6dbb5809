-- Seraphimon: when attacking, one of the opponent's Digimon gets -4000 DP for the turn.
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -4000}) end)
