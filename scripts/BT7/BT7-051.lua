-- RhinoKabuterimon: when one of your Digimon with a Tamer card among its digivolution cards digivolves
-- into this card in your hand, the digivolution costs 2 less. [When Attacking] if a card with [Hybrid]
-- or [Insectoid] in its traits is among this Digimon's digivolution cards, it may digivolve into a
-- Digimon card with [Insectoid] or [Ten Warriors] in its traits in your hand for 3 (its requirements
-- still apply, Q1595; not forced, Q1592).
warriors.tamer_discount(card)
local insectoid = fx.card_trait_has("Insectoid")
card:when_attacking(function(me, self)
  if not warriors.in_sources(self, function(c) return warriors.hybrid(c) or insectoid(c) end) then return end
  local fit = fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Digimon" and (insectoid(c) or fx.card_trait_has("Ten Warriors")(c)) and game.can_digivolve(c, self)
  end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.digivolve(c, self, 3) end
end)
