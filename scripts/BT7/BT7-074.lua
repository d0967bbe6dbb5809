-- Antylamon: [When Digivolving] you may play 1 purple Tamer card with a play cost of 3 or less from your
-- trash without paying.
card:when_digivolving(function(me)
  local fit = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Tamer" and game.card_has_color(c, "purple") and (game.card_cost(c) or 99) <= 3
  end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
