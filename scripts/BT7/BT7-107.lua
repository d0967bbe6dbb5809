-- Calling From the Darkness: [Main] delete 1 of your Digimon; then return up to 2 purple Digimon cards from
-- your trash to your hand (the one just deleted too, Q1673; its [On Deletion] then cannot activate,
-- Q1674). [Security] add this card to its owner's hand.
card:main(function(me)
  local d = fx.choose_one(me, me)
  if d then game.delete(d) end
  local fit = fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") end)
  game.to_hand(game.choose(me, fit, 0, 2, "cards")) -- "up to 2": none is an answer too
end)
card:security(function(me, self, c) game.to_hand(c) end)
