-- dreaper: what the D-Reaper agents of EX2 (EX2-048 to EX2-055) say alike about [Mother D-Reaper]
-- (EX2-007) and [ADR-02 Searcher] (EX2-046).
dreaper = {}

-- "your [Mother D-Reaper]s" "in play": p's Digimon of the battle area with that name (a breeding area
-- Mother is not in play, 3-4-7-3, Q3277).
function dreaper.mothers(p) return game.digimon(p, function(d) return game.name(d) == "Mother D-Reaper" end) end

-- "If / while you have a [Mother D-Reaper] in play".
function dreaper.in_play(p) return #dreaper.mothers(p) > 0 end

-- "a [Mother D-Reaper] with N or more digivolution cards".
function dreaper.fed(p, n)
  return #game.digimon(p, function(d) return game.name(d) == "Mother D-Reaper" and game.sources(d) >= n end) > 0
end

-- An [ADR-02 Searcher] card.
function dreaper.searcher(c) return game.card_name(c) == "ADR-02 Searcher" end

-- "Place 1 of your [ADR-02 Searcher]s from in play or from your hand under 1 of your [Mother
-- D-Reaper]s as its bottom digivolution card" (EX2-048; EX2-007's [Main] says it of itself: `mother`
-- is then that Digimon): p picks one Searcher among the hand's cards and the top cards of p's
-- Searchers in the battle area, then the Mother (unless given). From the battle area the Searcher
-- leaves the field, its top card going under and its own digivolution cards to the trash (4-7-8,
-- Q3287); from the hand its card goes under. Nothing when p has no Mother or no Searcher. Returns
-- whether a card was placed.
function dreaper.place_searcher(p, mother)
  local mothers = mother and {mother} or dreaper.mothers(p)
  if #mothers == 0 then return false end
  local pool, on_field = fx.cards(game.hand(p), dreaper.searcher), {}
  for _, d in ipairs(game.digimon(p, function(d) return game.name(d) == "ADR-02 Searcher" end)) do
    local top = game.top(d)
    pool[#pool + 1] = top
    on_field[top] = d
  end
  local c = game.choose(p, pool, 1, 1, "cards")[1]
  if not c then return false end
  mother = mother or game.choose(p, mothers, 1, 1)[1]
  if on_field[c] then return game.place_under(on_field[c], mother, "bottom") end
  return game.put_under(c, mother, "bottom")
end
