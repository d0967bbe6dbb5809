-- Garurumon: [When Digivolving] if this Digimon has a [Gabumon] among its digivolution cards, gain
-- 1 memory. Inherited: [All Turns] while this Digimon has [Garurumon] or [Omnimon] in its name,
-- +1000 DP.
local function gabumon(me, self)
  return #fx.cards(game.source_cards(self), function(c) return game.card_name(c) == "Gabumon" end) > 0
end
card:when_digivolving(function(me) game.gain_memory(me, 1) end, {condition = gabumon})
card:static{inherited = true, dp = 1000, condition = function(me, self) return omni.garurumon_or_omnimon(self) end}
