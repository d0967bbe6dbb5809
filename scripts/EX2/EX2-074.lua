-- Beelzemon: Blast Mode: when this card is trashed from your deck, delete 1 of your opponent's level 4
-- or lower Digimon (Q3368: only trashed straight from the deck). [When Digivolving] delete all of your
-- opponent's Digimon with the highest level among them (all ties, at the same time). [Your Turn] it
-- gains <Security Attack +1> for every 10 cards in your trash.
card:when("card_trashed", function(me)
  fx.delete(me, {filter = function(d) return (game.level(d) or 99) <= 4 end})
end, lords.from_deck())
card:when_digivolving(function(me)
  local top = -1
  for _, d in ipairs(game.digimon(game.opponent(me))) do top = math.max(top, game.level(d) or -1) end
  game.delete(fx.digimon(game.opponent(me), function(d) return game.level(d) == top end))
end)
card:static{turn = "yours", security_attack = function(me) return #game.trash_cards(me) // 10 end}
