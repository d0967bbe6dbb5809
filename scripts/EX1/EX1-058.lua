-- Devimon (inherited): [On Deletion] return 1 purple level 4 or lower Digimon card from your trash to
-- your hand (this card too, Q3243; not optional, Q3244).
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), function(x)
    return game.card_kind(x) == "Digimon" and game.card_has_color(x, "purple") and (game.card_level(x) or 0) <= 4
  end), 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end, {inherited = true})
