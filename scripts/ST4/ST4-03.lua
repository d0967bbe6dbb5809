-- Tentomon: [On Play] reveal the top card of your deck; a green Digimon card goes to the hand, any
-- other card to the bottom of the deck.
card:on_play(function(me)
  local c = game.reveal(me, 1)[1]
  if not c then return end
  if game.card_kind(c) == "Digimon" and game.card_has_color(c, "green") then game.to_hand(c)
  else game.to_deck(c, "bottom") end
end)
