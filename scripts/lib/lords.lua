-- lords: what the Impmon/Beelzemon cards of EX2 (EX2-039, EX2-044, EX2-071, EX2-074) say alike.
lords = {}

-- "When this card is trashed from your deck" (4-16-2: it triggers in the deck and activates from the
-- trash; only a card trashed straight from the deck, not one revealed first, Q3333, Q3340, Q3361,
-- Q3368): the options of that card:when("card_trashed", ...), with more options added.
function lords.from_deck(more)
  local o = {whose = "self", from = "deck"}
  for k, v in pairs(more or {}) do o[k] = v end
  return o
end

-- "Delete 1 of your opponent's level n or lower Digimon. For every 10 cards in your trash, add 1 to
-- the maximum level of the Digimon you can choose with this effect": the trash counted as it chooses.
function lords.delete_scaled(me, n)
  local most = n + #game.trash_cards(me) // 10
  fx.delete(me, {filter = function(d) return (game.level(d) or 99) <= most end})
end
