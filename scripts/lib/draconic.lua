-- EX3 (Draconic Roar) helpers shared by its cards.
draconic = {}

-- "[Dramon] or [Examon] in its name" (2-3-1-3): the bracketed [Dramon] is printed capitalised, but
-- no name holds it so; it names the "-dramon" of Coredramon, Slayerdramon ... (as ST8-03 reads it,
-- scripts/ST8/RULINGS.md; the rulings on EX3-024, Q3396 and Q3399, count Breakdramon).
function draconic.dramon_or_examon(d) return game.name_has(d, "dramon") or game.name_has(d, "Examon") end

-- "[Dragon], [saur] or [Ceratopsian] in one of its traits" (2-3-2-4, a part of a trait: Dragonkin
-- counts, Q3370), of a card.
function draconic.card_dragonish(c)
  local traits = game.card_traits(c)
  for _, t in ipairs(traits) do
    if string.find(t, "Dragon", 1, true) or string.find(t, "saur", 1, true) or string.find(t, "Ceratopsian", 1, true) then
      return true
    end
  end
  return false
end
