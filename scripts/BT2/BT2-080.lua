-- Piedmon: <Retaliation> (card data). [On Play] you may play up to 2 level 4 or lower purple
-- Digimon cards from your trash without paying, at the same time; their [On Play] effects don't
-- activate.
card:on_play(function(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) <= 4 and game.card_has_color(c, "purple")
  end)
  game.play_all(game.choose(me, fits, 1, 2, "cards"), {on_play = false})
end, {optional = true})
