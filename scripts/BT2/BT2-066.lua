-- Machinedramon: <Blocker> (card data). [On Play] <De-Digivolve 2> on 2 of your opponent's Digimon.
card:on_play(function(me)
  for _, d in ipairs(fx.choose(me, game.opponent(me), 2)) do
    if game.on_field(d) then game.de_digivolve(me, d, 2) end
  end
end)
