-- Mist Memory Boost!: [Main] trash the top 2 cards of your deck and <Draw 1>; then place this card in
-- your battle area. [Main] <Delay>: gain 2 memory. [Security] place this card in its owner's battle area.
card:main(function(me, self, c)
  game.trash(game.deck_top(me, 2))
  game.draw(me, 1)
  game.place(c)
end)
card:activated(function(me) game.gain_memory(me, 2) end, {delay = true})
card:security(function(me, self, c) game.place(c) end)
