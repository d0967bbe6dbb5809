-- Creepymon: [When Digivolving] trash the top 2 cards of your deck for each of the opponent's Digimon;
-- if 4 or more cards were trashed this way, you may play 1 level 5 or lower purple Digimon card from
-- your trash without paying its cost (1 however many, Q1792). [When Attacking] [Once Per Turn] for every
-- 10 cards in your trash, trash the top 3 cards of the opponent's deck and this Digimon gets +3000 DP
-- for the turn (20 cards: 6 cards and +6000, Q1793).
local function fits(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") and (game.card_level(c) or 99) <= 5
end
card:when_digivolving(function(me)
  local before = game.deck_count(me)
  game.trash(game.deck_top(me, 2 * #game.digimon(game.opponent(me))))
  if before - game.deck_count(me) < 4 then return end
  local c = game.choose(me, fx.cards(game.trash_cards(me), fits), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:when_attacking(function(me, self)
  local n = #game.trash_cards(me) // 10
  if n == 0 then return end
  game.trash(game.deck_top(game.opponent(me), 3 * n))
  fx.self_dp(me, self, 3000 * n)
end, {once_per_turn = true})
