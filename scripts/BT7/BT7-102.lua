-- Dino Memory Boost!: [Main] suspend 1 of your opponent's Digimon; then place this card in your battle
-- area. [Main] <Delay>: gain 2 memory. [Security] place this card in its owner's battle area.
boost.memory_boost(card, function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
