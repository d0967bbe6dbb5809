-- Beelzemon: when this card is trashed from your deck, you may play 1 [Impmon] from your trash without
-- paying its memory cost (Q3340: only trashed straight from the deck). [When Digivolving] [When
-- Attacking] you may trash the top 2 cards of your deck; then delete 1 of your opponent's level 3 or
-- lower Digimon, the maximum level 1 higher for every 10 cards in your trash (the deletion whether or
-- not the 2 were trashed).
local function impmons(me) return fx.cards(game.trash_cards(me), function(c) return game.card_name(c) == "Impmon" end) end
card:when("card_trashed", function(me)
  local c = game.choose(me, impmons(me), 1, 1, "cards")[1]
  if c then game.play(c, 0) end
end, lords.from_deck({optional = true, condition = function(me) return #impmons(me) > 0 end}))
local function trash_then_delete(me)
  if game.deck_count(me) > 0 and game.yes_no(me) then game.trash(game.deck_top(me, 2)) end
  lords.delete_scaled(me, 3)
end
card:when_digivolving(trash_then_delete)
card:when_attacking(trash_then_delete)
