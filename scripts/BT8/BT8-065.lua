-- CatchMamemon: [When Digivolving] you may return up to 4 Digimon cards with [Mamemon] in their names
-- (a (Rule) name counts: BT8-061 Thundermon, Q1744) from your hand and/or your trash, in any mix
-- (Q1747), to the top of your deck in the order you choose; if 3 or more were returned this way,
-- <De-Digivolve 1> on 1 of your opponent's Digimon.
local function mamemon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Mamemon") end
card:when_digivolving(function(me)
  local pool = fx.cards(game.hand(me), mamemon)
  for _, c in ipairs(fx.cards(game.trash_cards(me), mamemon)) do pool[#pool + 1] = c end
  local picks = game.choose(me, pool, 0, 4, "cards")
  local ordered = {}
  fx.in_order(me, picks, function(c) ordered[#ordered + 1] = c end)
  local n = game.to_deck(ordered, "top", {named = true})
  if n >= 3 then fx.de_digivolve_one(me, 1) end
end)
