-- Wendigomon: [When Digivolving] you may reveal the top 5 cards of your deck; trash every Tamer card
-- among them (all of them once revealed, Q1624, Q1625); the rest to the bottom in any order.
-- Inherited: [Your Turn] [Once Per Turn] when you play a Tamer, <Draw 1>.
card:when_digivolving(function(me)
  local shown = game.reveal(me, 5)
  game.trash(fx.cards(shown, fx.card_kind("Tamer")))
  fx.place_revealed(me, shown)
end, {optional = true})
card:when("tamer_played", function(me) game.draw(me, 1) end,
  {whose = "own", inherited = true, turn = "yours", once_per_turn = true})
