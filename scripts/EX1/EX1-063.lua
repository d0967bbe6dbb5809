-- VenomMyotismon: <Retaliation> (card data). [When Attacking] [Once Per Turn] you may play 1 purple
-- level 4 or lower Digimon card with <Retaliation> as its own effect (not an inherited one, Q3249)
-- from your trash without paying; the [On Play] effects of the Digimon played don't activate.
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), function(x)
    return game.card_kind(x) == "Digimon" and game.card_has_color(x, "purple") and (game.card_level(x) or 0) <= 4
      and game.card_has_keyword(x, "retaliation")
  end), 1, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end, {once_per_turn = true, optional = true})
