-- Togemon: [When Digivolving] reveal the top 3 cards of your deck; add 1 level 5 or higher Digimon
-- card among them to the hand; the rest go to the bottom of the deck in any order.
card:when_digivolving(function(me)
  fx.reveal(me, 3, {filter = function(c) return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) >= 5 end, must = true})
end)
