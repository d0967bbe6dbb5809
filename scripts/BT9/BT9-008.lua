-- Agumon (X Antibody): digivolves from [Agumon] for 0 (card data). [On Play] [When Digivolving]
-- reveal the top 3 cards of your deck; add 1 card with [Greymon] or [Omnimon] in its name and 1
-- [X Antibody] (the card of that name, not the trait) among them to the hand, as many as there are
-- (Q1797, Q1798: both when both are there); the rest to the bottom in any order.
local function effect(me)
  fx.reveal_each(me, 3, {
    function(c) return game.card_name_has(c, "Greymon") or game.card_name_has(c, "Omnimon") end,
    function(c) return game.card_name(c) == "X Antibody" end}, {must = true})
end
card:on_play(effect)
card:when_digivolving(effect)
