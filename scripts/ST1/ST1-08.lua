-- Garudamon: when digivolving, one of your Digimon gets +3000 DP for the turn.
card:when_digivolving(function(me) fx.change_one(me, me, {dp = 3000}) end)
