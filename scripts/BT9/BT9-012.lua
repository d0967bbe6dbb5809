-- Greymon (X Antibody): digivolves from [Greymon] for 0 (card data). Inherited: [All Turns] when this
-- Digimon has [Greymon] or [Omnimon] in its name and an effect (not the rules: 0 DP is the rules',
-- Q1805) would delete it or return it to your hand or deck, you may trash 2 of its digivolution cards
-- of the same level as each other (whatever its own level, Q1803; this card may be one, Q1804) to
-- prevent it from leaving play.
local function same_level_pairs(d)
  local count = {}
  for _, c in ipairs(game.source_cards(d)) do
    local l = game.card_level(c)
    if l and l >= 0 then count[l] = (count[l] or 0) + 1 end -- a card with no level (a face-down card: -1) has none
  end
  return count
end
local function payable(d)
  for _, n in pairs(same_level_pairs(d)) do if n >= 2 then return true end end
  return false
end
card:when_would("leave_battle_area", function(me, self)
  if not game.yes_no(me) then return false end
  local count = same_level_pairs(self)
  local first = game.choose(me, fx.cards(game.source_cards(self), function(c)
    local l = game.card_level(c) return l ~= nil and (count[l] or 0) >= 2
  end), 1, 1, "cards")[1]
  local second = game.choose(me, fx.cards(game.source_cards(self), function(c)
    return c ~= first and game.card_level(c) == game.card_level(first)
  end), 1, 1, "cards")[1]
  game.move_source({first, second}, "trash")
  return true
end, {inherited = true, condition = function(me, self)
  local how, by = game.leaving()
  return by ~= nil and (how == "delete" or how == "hand" or how == "deck")
    and (game.name_has(self, "Greymon") or game.name_has(self, "Omnimon")) and payable(self)
end})
