-- Greymon: [When Digivolving] if this Digimon has an [Agumon] among its digivolution cards, gain 1
-- memory (a processing condition, read when the effect activates: 15-8-3-9-2, 15-8-3-9-3).
-- Inherited: [Your Turn] while this Digimon has [Omnimon] or [Greymon] (but not DoruGreymon,
-- BurningGreymon or DexDoruGreymon) in its name, +2000 DP.
local function agumon(me, self)
  return #fx.cards(game.source_cards(self), function(c) return game.card_name(c) == "Agumon" end) > 0
end
card:when_digivolving(function(me, self) if agumon(me, self) then game.gain_memory(me, 1) end end)
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return omni.omnimon_or_greymon(self) end}
