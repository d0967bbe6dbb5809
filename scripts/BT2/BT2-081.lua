-- MetalGarurumon: [When Attacking] you may play 1 purple level 3 Digimon card from your trash
-- without paying; its [On Play] effects don't activate.
card:when_attacking(function(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
  end)
  game.play_all(game.choose(me, fits, 1, 1, "cards"), {on_play = false})
end, {optional = true})
