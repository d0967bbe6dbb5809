-- Toropiamon (inherited): [When Attacking] suspend 1 of the opponent's Digimon with 5000 DP or less.
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(5000))
  if d then game.suspend(d) end
end, {inherited = true})
