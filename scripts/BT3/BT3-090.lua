-- Mastemon: [When Digivolving] trash the top card of both players' security stacks; then you may play 1
-- purple or yellow Digimon card of level 4 or less from your trash without paying.
card:when_digivolving(function(me)
  game.trash_security(me, 1)
  game.trash_security(game.opponent(me), 1)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and (game.card_level(c) or 99) <= 4
      and (game.card_has_color(c, "purple") or game.card_has_color(c, "yellow"))
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
