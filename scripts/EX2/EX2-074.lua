-- Beelzemon: Blast Mode: as this card goes from its owner's deck to the trash, one opposing Digimon of
-- level 4 or below is deleted (Q3368: only when sent straight from the deck). [When Digivolving] every
-- opposing Digimon sharing the highest level among them is deleted (all ties, at once). [Your Turn] it
-- has <Security Attack +1> per 10 cards in its player's trash.
card:when("card_trashed", function(me)
  fx.delete(me, {filter = function(d) return (game.level(d) or 99) <= 4 end})
end, lords.from_deck())
card:when_digivolving(function(me)
  local top = -1
  for _, d in ipairs(game.digimon(game.opponent(me))) do top = math.max(top, game.level(d) or -1) end
  game.delete(fx.digimon(game.opponent(me), function(d) return game.level(d) == top end))
end)
card:static{turn = "yours", security_attack = function(me) return #game.trash_cards(me) // 10 end}
