-- SlashAngemon: [When Digivolving] 1 of your opponent's Digimon gets -8000 DP for the turn.
card:when_digivolving(function(me) fx.change_one(me, game.opponent(me), {dp = -8000}) end)
