-- Palmon: [On Deletion] suspend 1 of your opponent's Digimon with 5000 DP or less.
card:on_deletion(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(5000))
  if d then game.suspend(d) end
end)
