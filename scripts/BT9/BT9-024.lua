-- Garurumon (X Antibody): digivolves from [Garurumon] for 0 (card data). Inherited: [All Turns] when
-- this Digimon, with [Garurumon] or [Omnimon] in its name, would be deleted in battle, you may trash
-- 2 of its digivolution cards of one level (the same level as each other, not as the Digimon: Q1825;
-- this card may be one of them, Q1826) to prevent that deletion.
local function pairs_of(self)
  local n = {}
  for _, c in ipairs(game.source_cards(self)) do
    local l = game.card_level(c)
    if l then n[l] = (n[l] or 0) + 1 end
  end
  return fx.cards(game.source_cards(self), function(c) return (n[game.card_level(c) or -1] or 0) >= 2 end)
end
card:when_would("be_deleted_in_battle", function(me, self)
  local first = game.choose(me, pairs_of(self), 1, 1, "cards")[1]
  local level = game.card_level(first)
  local second = game.choose(me, fx.cards(pairs_of(self), function(c) return c ~= first and game.card_level(c) == level end), 1, 1, "cards")[1]
  game.move_source({first, second}, "trash")
  return true
end, {inherited = true, optional = true, condition = function(me, self)
  return (game.name_has(self, "Garurumon") or game.name_has(self, "Omnimon")) and #pairs_of(self) > 0
end})
