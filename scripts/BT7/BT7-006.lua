-- Kokomon (inherited): [When Attacking] you may reveal the top 3 cards of your deck; trash 1 Tamer card
-- among them (one must be trashed when any is revealed, Q1506); the rest go to the bottom of the deck
-- in any order.
card:when_attacking(function(me)
  local shown = game.reveal(me, 3)
  local tamers = fx.cards(shown, fx.card_kind("Tamer"))
  game.trash(game.choose(me, tamers, math.min(1, #tamers), 1, "cards"))
  fx.place_revealed(me, shown)
end, {inherited = true, optional = true})
