-- Ophanimon: [On Deletion] place this card face down on top of your security stack (a security card
-- like any other, Q1013).
card:on_deletion(function(me, self, c, card)
  if game.card_zone(card) == "trash" then game.to_security(card, "top") end
end)
