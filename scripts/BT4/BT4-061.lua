-- BanchoLeomon: [On Deletion] suspend up to 2 of the opponent's Digimon.
card:on_deletion(function(me) game.suspend(fx.choose(me, game.opponent(me), 2, nil, true)) end)
