-- Pagumon (inherited): [When Attacking] trash the top card of your deck.
card:when_attacking(function(me)
  local top = game.deck_top(me, 1)[1]
  if top then game.trash(top) end
end, {inherited = true})
