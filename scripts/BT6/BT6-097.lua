-- Howling Memory Boost!: [Main] trash the bottom 2 digivolution cards of 1 of the opponent's Digimon;
-- then 1 of the opponent's Digimon with no digivolution cards (any such one, Q1484) can't attack or
-- block until the end of their next turn (also once it gains a card, Q1483); then place this card in
-- your battle area. [Main] <Delay>: gain 2 memory. [Security] place this card in its owner's battle
-- area.
card:main(function(me, self, c)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 2) end
  fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn", fx.no_sources)
  game.place(c)
end)
card:activated(function(me) game.gain_memory(me, 2) end, {delay = true})
card:security(function(me, self, c) game.place(c) end)
