-- Kokuwamon (X Antibody): digivolves from [Kokuwamon] for 0 (card data). [On Play] [When
-- Digivolving] reveal the top 3 cards of your deck; add 1 card with [Insectoid] or [Machine] in one
-- of its traits and 1 [X Antibody] (the card of that name, not the trait: Q1841) among them to the
-- hand, as many as there are (Q1842, Q1843); the rest to the bottom in any order.
local function effect(me)
  fx.reveal_each(me, 3, {
    function(c) return fx.card_trait_has("Insectoid")(c) or fx.card_trait_has("Machine")(c) end,
    function(c) return game.card_name(c) == "X Antibody" end}, {must = true})
end
card:on_play(effect)
card:when_digivolving(effect)
