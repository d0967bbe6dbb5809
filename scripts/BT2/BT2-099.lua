-- Glorious Burst: in your hand, this card's cost is 1 less for each yellow Tamer you have: its
-- use cost itself (itself = true), what "an Option card with a cost of N" reads (Q1501, Q3271).
-- [Main] 1 of your opponent's Digimon gets -12000 DP for the turn.
card:play_cost(function(me)
  return #fx.cards(game.tamers(me), function(t) return game.has_color(t, "yellow") end)
end, {itself = true})
card:main(function(me) fx.change_one(me, game.opponent(me), {dp = -12000}) end)
