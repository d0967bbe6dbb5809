-- Symphony No.1 <Polyphony>: [Main] 1 of your opponent's Digimon gets -7000 DP for the turn.
card:main(function(me) fx.change_one(me, game.opponent(me), {dp = -7000}) end)
