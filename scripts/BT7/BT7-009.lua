-- Huckmon (inherited): [When Attacking] [Once Per Turn] reveal the top 5 cards of your deck; add every
-- card with [Sistermon] in its name among them to your hand; the rest to the bottom in any order.
card:when_attacking(function(me)
  local shown = game.reveal(me, 5)
  game.to_hand(fx.cards(shown, fx.card_named("Sistermon"))) -- all of them together
  fx.place_revealed(me, shown)
end, {inherited = true, once_per_turn = true})
