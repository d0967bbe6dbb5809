-- Megidramon: [When Digivolving] both players trash the top 5 cards of their decks (at the same
-- time). [On Deletion] if you have a Tamer, you may play 1 level 6 Digimon card with [Gallantmon] in
-- its name from your hand or trash without paying.
card:when_digivolving(function(me)
  local cards = game.deck_top(me, 5)
  for _, c in ipairs(game.deck_top(game.opponent(me), 5)) do cards[#cards + 1] = c end
  game.trash(cards)
end)
local function gallantmon(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 and game.card_name_has(c, "Gallantmon")
end
card:on_deletion(function(me)
  local pool = fx.cards(game.hand(me), gallantmon)
  for _, c in ipairs(fx.cards(game.trash_cards(me), gallantmon)) do pool[#pool + 1] = c end
  local c = game.choose(me, pool, 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true, condition = function(me) return #game.tamers(me) > 0 end})
