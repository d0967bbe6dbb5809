-- WarGrowlmon: digivolves from a level 4 card with [Growlmon] in its name for 3 (card data).
-- [When Digivolving] each player's top 3 deck cards go to the trash. Then, if one trash or the other
-- holds 5 cards or more, a [Guilmon] or a [Takato Matsuki] from the hand or the trash may be played
-- free.
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
