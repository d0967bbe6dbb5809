-- Greymon: [When Digivolving] if this Digimon has an [Agumon] among its digivolution cards, gain
-- 1 memory. Inherited: [Your Turn] while this Digimon has [Omnimon] or [Greymon] (but not
-- DoruGreymon, BurningGreymon or DexDoruGreymon) in its name, +2000 DP.
local function agumon(me, self)
  return #fx.cards(game.source_cards(self), function(c) return game.card_name(c) == "Agumon" end) > 0
end
card:when_digivolving(function(me) game.gain_memory(me, 1) end, {condition = agumon})
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return omni.omnimon_or_greymon(self) end}
