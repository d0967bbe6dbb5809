-- Junomon (<Retaliation>: card data): [When Digivolving] trash the top 3 cards of your deck; then
-- return 1 Digimon card from your trash to your hand (one of those just trashed may be it).
card:when_digivolving(function(me)
  game.trash(game.deck_top(me, 3))
  local c = game.choose(me, fx.cards(game.trash_cards(me), fx.card_kind("Digimon")), 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
