-- WarGreymon: [When Digivolving] if a Digimon card with [Greymon] in its name (but not DoruGreymon,
-- BurningGreymon or DexDoruGreymon) is among this Digimon's digivolution cards, delete 1 of your
-- opponent's Digimon with <Blocker> (the "if" is a processing condition, read when the effect
-- activates: 15-8-3-9-2, 15-8-3-9-3). Inherited: [When Attacking] delete 1 of your opponent's
-- Digimon with 3000 DP or less.
local function greymon(me, self)
  return #fx.cards(game.source_cards(self), function(c)
    return game.card_kind(c) == "Digimon" and omni.greymon(game.card_name(c))
  end) > 0
end
card:when_digivolving(function(me, self)
  if not greymon(me, self) then return end
  fx.delete(me, {filter = function(d) return game.has_keyword(d, "blocker") end})
end)
card:when_attacking(function(me)
  fx.delete(me, {dp = 3000})
end, {inherited = true})
