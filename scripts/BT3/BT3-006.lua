-- DemiMeramon (inherited): [On Deletion] <Draw 1>, then trash 1 card of your hand.
card:on_deletion(function(me)
  game.draw(me, 1)
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then game.trash(c) end
end, {inherited = true})
