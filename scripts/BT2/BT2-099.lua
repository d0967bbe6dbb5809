-- Glorious Burst: used from your hand, this card costs 1 less for each yellow Tamer you have.
-- [Main] 1 of your opponent's Digimon gets -12000 DP for the turn.
card:play_cost(function(me)
  return #fx.cards(game.tamers(me), function(t) return game.has_color(t, "yellow") end)
end)
card:main(function(me) fx.change_one(me, game.opponent(me), {dp = -12000}) end)
