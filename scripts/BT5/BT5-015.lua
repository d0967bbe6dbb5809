-- MetalGreymon: Alterous Mode: [When Digivolving] if a Digimon card with [MetalGreymon] in its name
-- is among this Digimon's digivolution cards, delete 1 of your opponent's Digimon with 4000 DP or
-- less (the "if" is a processing condition, read when the effect activates: 15-8-3-9-2,
-- 15-8-3-9-3). Inherited: [Your Turn] while this Digimon has [Omnimon] or [Greymon] (but not
-- DoruGreymon, BurningGreymon or DexDoruGreymon) in its name, +2000 DP.
local function metalgreymon(me, self)
  return #fx.cards(game.source_cards(self), function(c)
    return game.card_kind(c) == "Digimon" and game.card_name_has(c, "MetalGreymon")
  end) > 0
end
card:when_digivolving(function(me, self)
  if not metalgreymon(me, self) then return end
  fx.delete(me, {dp = 4000})
end)
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return omni.omnimon_or_greymon(self) end}
