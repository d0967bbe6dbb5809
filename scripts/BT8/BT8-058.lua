-- Agumon (black): [On Play] reveal the top 4 cards of your deck; add 1 card with [Greymon] in its name
-- and 1 card with [Dragonkin] in its traits among them to your hand; the rest to the bottom of the
-- deck in any order.
card:on_play(function(me)
  fx.reveal_each(me, 4, {fx.card_named("Greymon"), fx.card_trait("Dragonkin")}, {must = true})
end)
