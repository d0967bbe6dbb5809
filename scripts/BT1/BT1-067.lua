-- Palmon: [On Play] reveal the top 3 cards of your deck; add 1 level 4 Digimon card among them to
-- the hand; the rest go to the bottom of the deck in any order.
card:on_play(function(me)
  fx.reveal(me, 3, {filter = function(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 4 end, must = true})
end)
