-- Imperialdramon: Dragon Mode: [When Digivolving] you may play 1 level 4 or lower blue Digimon card
-- and 1 level 4 or lower green Digimon card from this Digimon's digivolution cards without paying
-- their costs, at the same time. Once you choose to, as many as possible are played (Q710): with
-- both kinds there, not only one.
local function fits(col)
  return function(c)
    return game.card_kind(c) == "Digimon" and game.card_has_color(c, col) and game.card_level(c) <= 4
  end
end
card:when_digivolving(function(me, self)
  game.play_all(fx.pick_each(me, game.source_cards(self), {fits("blue"), fits("green")}, true))
end, {optional = true})
