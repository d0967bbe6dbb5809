-- Beelzemon: as this card goes from its owner's deck to the trash, they may play an Impmon from their
-- trash for free (Q3340: only when sent straight from the deck). [When Digivolving] [When Attacking]
-- its player may send the 2 top cards of the deck to the trash; after that one opposing Digimon of level
-- 3 or below is deleted, the bound raised by 1 per 10 cards in the trash (deleted whether or not the 2
-- cards went).
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
