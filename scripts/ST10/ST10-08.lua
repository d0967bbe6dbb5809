-- Tsukaimon: [On Play] reveal the top 3 cards of your deck (as many as there are, Q739); add 1 card
-- with [Angel], [Archangel] or [Fallen Angel] in any of its traits among them to the hand (one must
-- be taken when there is one, Q740); the rest go to the bottom in any order.
local angel, archangel, fallen = fx.card_trait_has("Angel"), fx.card_trait_has("Archangel"), fx.card_trait_has("Fallen Angel")
card:on_play(function(me)
  fx.reveal(me, 3, {filter = function(c) return angel(c) or archangel(c) or fallen(c) end, must = true})
end)
