-- Pride Memory Boost!: [Main] reveal the top 3 cards of your deck; you may play 1 black Digimon card with
-- a play cost of 4 or less among them without paying; trash the rest; then place this card in your
-- battle area (whether or not one was played, Q1670). [Main] <Delay>: gain 2 memory. [Security] place
-- this card in its owner's battle area.
boost.memory_boost(card, function(me)
  local shown = game.reveal(me, 3)
  local fit = fx.cards(shown, function(c)
    return game.card_kind(c) == "Digimon" and game.card_has_color(c, "black") and (game.card_cost(c) or 99) <= 4
  end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
  fx.place_revealed(me, shown, "trash")
end)
