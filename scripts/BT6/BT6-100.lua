-- Reinforcing Memory Boost!: [Main] reveal the top 2 cards of your deck (as many as there are,
-- Q1487; revealed, so both players see the one placed, Q1486); place 1 of them face down on top of
-- your security stack and add the other to your hand; then place this card in your battle area.
-- [Main] <Delay>: gain 3 memory. [Security] place this card in its owner's battle area.
card:main(function(me, self, c)
  local shown = game.reveal(me, 2)
  local top = game.choose(me, shown, math.min(1, #shown), 1, "cards")[1]
  if top then game.to_security(top, "top") end
  game.to_hand(fx.cards(shown, function(x) return x ~= top end))
  game.place(c)
end)
card:activated(function(me) game.gain_memory(me, 3) end, {delay = true})
card:security(function(me, self, c) game.place(c) end)
