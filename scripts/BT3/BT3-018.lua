-- BlitzGreymon: <Piercing> (card data). [When Digivolving] <De-Digivolve 2> on 1 of the opponent's Digimon.
card:when_digivolving(function(me)
  fx.de_digivolve_one(me, 2)
end)
