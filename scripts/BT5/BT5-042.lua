-- Knightmon: [On Play] 1 of your opponent's Digimon gets -4000 DP for the turn.
card:on_play(function(me) fx.change_one(me, game.opponent(me), {dp = -4000}) end)
