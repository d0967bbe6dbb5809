-- J.P. Shibayama: [Your Turn] when this Tamer digivolves into a green Digimon (as a Digimon, by a card that
-- digivolves onto a Tamer), the digivolution costs 1 less. Inherited: <Piercing> (card data).
-- [Security] play this card without paying.
card:when_would("digivolve", nil, {turn = "yours", reduce = 1,
  condition = function(me, self, c, x) return game.card_has_color(x, "green") end})
card:security(function(me, self, c) game.play(c) end)
