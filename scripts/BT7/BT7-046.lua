-- Beetlemon: digivolves from the hand onto a green Tamer as onto a level 3 green Digimon (card data).
-- [When Digivolving] reveal the top 5 cards of your deck; add 1 card with [Hybrid] in its traits and 1
-- [J.P. Shibayama] among them to your hand; the rest to the bottom in any order.
card:when_digivolving(function(me)
  fx.reveal_each(me, 5, {warriors.hybrid, function(c) return game.card_name(c) == "J.P. Shibayama" end}, {must = true})
end)
