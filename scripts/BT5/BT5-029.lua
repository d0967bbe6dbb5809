-- WereGarurumon: Sagittarius Mode: [Your Turn] while a Digimon card with [WereGarurumon] in its name
-- is among this Digimon's digivolution cards, it has <Jamming>. Inherited: [All Turns] while this
-- Digimon has [Garurumon] or [Omnimon] in its name, +1000 DP.
local function weregarurumon(me, self)
  return #fx.cards(game.source_cards(self), function(c)
    return game.card_kind(c) == "Digimon" and game.card_name_has(c, "WereGarurumon")
  end) > 0
end
card:static{turn = "yours", keywords = {"jamming"}, condition = weregarurumon}
card:static{inherited = true, dp = 1000, condition = function(me, self) return omni.garurumon_or_omnimon(self) end}
