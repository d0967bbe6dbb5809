-- Mistymon: [On Play] 2 of your opponent's Digimon get -3000 DP for the turn.
card:on_play(function(me)
  for _, d in ipairs(fx.choose(me, game.opponent(me), 2)) do game.change(me, d, {dp = -3000}) end
end)
