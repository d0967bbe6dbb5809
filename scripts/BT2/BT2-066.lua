-- Machinedramon: <Blocker> (card data). [On Play] <De-Digivolve 2> on 2 of your opponent's Digimon.
card:on_play(function(me)
  game.de_digivolve(me, fx.choose(me, game.opponent(me), 2), 2) -- one instance on both: one number declared (16-12-1)
end)
