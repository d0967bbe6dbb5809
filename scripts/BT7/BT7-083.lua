-- Sistermon Ciel (Awakened) (also named Sistermon Noir (Awakened) by its [Rule], Q1650): [On Play] you may
-- place 1 [Sistermon Ciel] (that name only, Q1648) from your hand or trash at the bottom of this
-- Digimon's digivolution cards to delete 1 of your opponent's Digimon with a play cost of 5 or less.
-- [On Deletion] return 1 card with [Jesmon], [Huckmon] or [Sistermon] in its name, other than [Sistermon
-- Ciel (Awakened)], from your trash to your hand (Q1649).
sisters.awakened(card, "Sistermon Ciel", "Sistermon Ciel (Awakened)", function(me)
  fx.delete(me, {filter = function(d) return (game.cost(d) or 99) <= 5 end})
end)
