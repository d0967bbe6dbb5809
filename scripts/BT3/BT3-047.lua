-- Wormmon: [On Deletion] reveal the top 3 cards of your deck; add 1 level 4 or 5 Digimon card among
-- them to the hand (one there must be taken: Q1050's rule); the rest go to the bottom of the deck in any order.
card:on_deletion(function(me)
  fx.reveal(me, 3, {filter = function(c)
    local lv = game.card_level(c)
    return game.card_kind(c) == "Digimon" and (lv == 4 or lv == 5)
  end, must = true})
end)
