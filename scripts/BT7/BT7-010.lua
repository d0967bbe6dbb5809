-- Tuskmon: [When Digivolving] 1 of your Digimon gets +2000 DP for the turn.
card:when_digivolving(function(me) fx.change_one(me, me, {dp = 2000}) end)
