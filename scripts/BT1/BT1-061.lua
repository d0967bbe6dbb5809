-- Mistymon: [On Play] 2 of your opponent's Digimon get -3000 DP for the turn.
card:on_play(function(me)
  game.change(me, fx.choose(me, game.opponent(me), 2), {dp = -3000})
end)
