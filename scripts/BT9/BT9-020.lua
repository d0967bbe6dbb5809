-- Gabumon (X Antibody): digivolves from [Gabumon] for 0 (card data). [On Play] [When Digivolving]
-- reveal the top 3 cards of your deck; add 1 card with [Garurumon] or [Omnimon] in its name and 1
-- [X Antibody] (the card of that name) among them to the hand, as many as there are (Q1821, Q1822);
-- the rest to the bottom in any order.
local function effect(me)
  fx.reveal_each(me, 3, {
    function(c) return game.card_name_has(c, "Garurumon") or game.card_name_has(c, "Omnimon") end,
    function(c) return game.card_name(c) == "X Antibody" end}, {must = true})
end
card:on_play(effect)
card:when_digivolving(effect)
