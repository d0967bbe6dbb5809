-- HerculesKabuterimon: [Your Turn] [Once Per Turn] when one of your Digimon with [Insectoid] or
-- [Ancient Insect] in its traits (any of them, this one too, Q3230) deletes an opponent's Digimon in
-- battle and survives, you may unsuspend this Digimon. [Your Turn] +1000 DP for each Digimon card
-- with [Insectoid] in its traits among its digivolution cards.
local insectoid, ancient = fx.trait_has("Insectoid"), fx.trait_has("Ancient Insect")
card:when("deleted_one_in_battle", function(me, self) game.unsuspend(self) end,
  {turn = "yours", whose = "own", once_per_turn = true, optional = true, condition = function(me, self, c, d)
    local _, winner = game.deletion(d)
    return winner ~= nil and game.on_field(winner) and (insectoid(winner) or ancient(winner))
  end})
local card_insectoid = fx.card_trait_has("Insectoid")
card:static{turn = "yours", dp = function(me, self)
  return 1000 * #fx.cards(game.source_cards(self), function(c) return game.card_kind(c) == "Digimon" and card_insectoid(c) end)
end}
