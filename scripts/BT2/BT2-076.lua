-- Pumpkinmon (inherited): [On Deletion] <Draw 2>, then trash 1 card from your hand.
card:on_deletion(function(me)
  game.draw(me, 2)
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then game.trash(c) end
end, {inherited = true})
