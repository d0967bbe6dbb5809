-- Tentomon. Inherited: [When Attacking] for the rest of the turn, the next time one of its player's
-- Digimon (any of them, not only this one, Q3218) digivolves into a Digimon card with [Insectoid] or
-- [Ancient Insect] in its traits, that digivolution costs 1 less. A digivolution into another card
-- leaves it waiting (Q3219); the trait is the card digivolved into's, not the Digimon's (Q3222);
-- triggered again before it is used (another attack the same turn), the reductions add up, and the
-- one digivolution that takes them uses them all (Q3220); a digivolution in the breeding area is not
-- reached (Q3221). The core's pending discount (game.digivolution_discount's into).
local insect = fx.card_trait_has("Insectoid")
local ancient = fx.card_trait_has("Ancient Insect")
local into = card:discount_filter(function(me, d, c, x)
  return game.card_kind(x) == "Digimon" and (insect(x) or ancient(x))
end)
card:when_attacking(function(me) game.digivolution_discount(me, 1, {into = into}) end, {inherited = true})
