-- Garurumon: [When Digivolving] if this Digimon has a [Gabumon] among its digivolution cards, gain
-- 1 memory (a processing condition, read when the effect activates: 15-8-3-9-2, 15-8-3-9-3).
-- Inherited: [All Turns] while this Digimon has [Garurumon] or [Omnimon] in its name, +1000 DP.
local function gabumon(me, self)
  return #fx.cards(game.source_cards(self), function(c) return game.card_name(c) == "Gabumon" end) > 0
end
card:when_digivolving(function(me, self) if gabumon(me, self) then game.gain_memory(me, 1) end end)
card:static{inherited = true, dp = 1000, condition = function(me, self) return omni.garurumon_or_omnimon(self) end}
