-- Pagumon (inherited): [On Deletion] reveal the top card of your deck; a black Digimon card goes to
-- your hand, any other card to the bottom of your deck.
card:on_deletion(function(me)
  local c = game.reveal(me, 1)[1]
  if not c then return end
  if game.card_kind(c) == "Digimon" and game.card_has_color(c, "black") then game.to_hand(c) else game.to_deck(c, "bottom") end
end, {inherited = true})
