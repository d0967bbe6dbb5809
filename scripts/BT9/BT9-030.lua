-- MetalPiranimon: [When Attacking] you may play 1 Digimon card with [Piranimon] in its name from this
-- Digimon's digivolution cards without paying.
card:when_attacking(function(me, self)
  local fits = fx.cards(game.source_cards(self), function(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Piranimon") end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
