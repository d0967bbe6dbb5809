-- royal: the conditions ST12 (Jesmon) prints alike on several cards: "[Huckmon] in its name or
-- [Royal Knight] in its traits" (2-3-2-4: a trait holding the text) and "[Sistermon] in its name".
royal = {}

local knight = fx.trait_has("Royal Knight")
local card_knight = fx.card_trait_has("Royal Knight")

-- Of a Digimon: [Huckmon] in its name or [Royal Knight] in its traits.
function royal.huckmon_or_knight(d) return game.name_has(d, "Huckmon") or knight(d) end

-- Of a card (revealed, in the hand or trash), the same.
function royal.card_huckmon_or_knight(c) return game.card_name_has(c, "Huckmon") or card_knight(c) end

-- Of a card: [Huckmon] or [Sistermon] in its name, or [Royal Knight] in its traits.
function royal.card_huckmon_sistermon_or_knight(c)
  return royal.card_huckmon_or_knight(c) or game.card_name_has(c, "Sistermon")
end

-- A Digimon card with [Sistermon] in its name.
function royal.sistermon_card(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Sistermon") end

-- "When you play another Digimon by an effect" (a [Your Turn] [Once Per Turn] trigger of Jesmon and
-- Gankoomon): the condition of a digimon_played watcher of its player's Digimon.
function royal.another_played_by_effect(me, self, c, d, f) return d ~= self and f.cause == "effect" end

-- While you have a Digimon with [Huckmon] in its name or [Royal Knight] in its traits.
function royal.have_huckmon_or_knight(me) return #game.digimon(me, royal.huckmon_or_knight) > 0 end
