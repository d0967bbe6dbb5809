-- Eyesmon: Scatter Mode: [On Deletion] <Draw 3>, then trash 2 cards from your hand.
card:on_deletion(function(me)
  game.draw(me, 3)
  local hand = game.hand(me)
  game.trash(game.choose(me, hand, math.min(2, #hand), 2, "cards"))
end)
