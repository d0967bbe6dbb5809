-- SkullSatamon: [When Digivolving] trash the top 2 cards of your deck; then return 1 card with [Demon
-- Lord] in its traits from your trash to your hand. Inherited: [Your Turn] [Once Per Turn] when a card
-- is trashed from your deck (not cards revealed and then trashed, Q1760), gain 1 memory.
card:when_digivolving(function(me)
  game.trash(game.deck_top(me, 2))
  local c = game.choose(me, fx.cards(game.trash_cards(me), fx.card_trait("Demon Lord")), 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
card:when("card_trashed", function(me) game.gain_memory(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true, condition = awaken.from_deck})
