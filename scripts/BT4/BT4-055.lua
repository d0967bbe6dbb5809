-- Leomon: [When Digivolving] suspend 1 of the opponent's Digimon with 3000 DP or less.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(3000))
  if d then game.suspend(d) end
end)
