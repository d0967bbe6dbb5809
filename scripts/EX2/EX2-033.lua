-- Locomon: [Your Turn] when this Digimon would digivolve into a [GroundLocomon] from your hand, the
-- digivolution costs 1 less.
card:when_would("digivolve", nil, {turn = "yours", reduce = 1, condition = function(me, self, c, x)
  return game.card_name(x) == "GroundLocomon" and game.card_zone(x) == "hand"
end})
