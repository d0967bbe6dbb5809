-- WarGrowlmon: digivolves from a level 4 card with [Growlmon] in its name for 3 (card data).
-- [When Digivolving] trash the top 3 cards of both players' decks. Then, if either player has 5 or
-- more cards in their trash, you may play 1 [Guilmon] or [Takato Matsuki] from your hand or trash
-- without paying the cost.
local function guilmon_or_takato(c) return game.card_name(c) == "Guilmon" or game.card_name(c) == "Takato Matsuki" end
card:when_digivolving(function(me)
  local opp = game.opponent(me)
  local both = game.deck_top(me, 3)
  for _, c in ipairs(game.deck_top(opp, 3)) do both[#both + 1] = c end
  game.trash(both)
  if #game.trash_cards(me) < 5 and #game.trash_cards(opp) < 5 then return end
  local pool = fx.cards(game.hand(me), guilmon_or_takato)
  for _, c in ipairs(fx.cards(game.trash_cards(me), guilmon_or_takato)) do pool[#pool + 1] = c end
  local c = game.choose(me, pool, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
