-- Mephistomon: [On Play] <Draw 2>, then trash 2 cards in your hand (as many as it holds, up to 2, in
-- one move). Inherited: [When Attacking] [Once Per Turn] you may trash 1 card in your hand to gain 1
-- memory (asked first: a no spends no use, 15-14-1-4; an empty hand pays nothing).
card:on_play(function(me)
  game.draw(me, 2)
  local hand = game.hand(me)
  game.trash(game.choose(me, hand, math.min(2, #hand), 2, "cards"))
end)
card:when_attacking(function(me)
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then
    game.trash(c)
    game.gain_memory(me, 1)
  end
end, {inherited = true, once_per_turn = true, optional = true})
