-- MetalGarurumon: [When Attacking] play 1 level 4 or lower Digimon card among this Digimon's
-- digivolution cards as another Digimon without paying (mandatory when one is there, Q906).
card:when_attacking(function(me, self)
  local list = fx.cards(game.source_cards(self), function(c)
    return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) <= 4 end)
  local c = game.choose(me, list, 1, 1, "cards")[1]
  if c then game.play(c) end
end)
