-- BlitzGreymon: <Piercing> (card data). [When Digivolving] <De-Digivolve 2> on 1 of the opponent's Digimon.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.de_digivolve(me, d, 2) end
end)
