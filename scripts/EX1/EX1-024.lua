-- Patamon: [On Play] reveal the top 4 cards of your deck, add 1 Digimon card with [Angel], [Archangel]
-- or [Three Great Angels] in its traits among them to your hand (a trait holding one of those texts,
-- 2-3-2-4), the rest to the bottom of the deck in any order.
local parts = {fx.card_trait_has("Angel"), fx.card_trait_has("Archangel"), fx.card_trait_has("Three Great Angels")}
card:on_play(function(me)
  fx.reveal(me, 4, {must = true, filter = function(c)
    if game.card_kind(c) ~= "Digimon" then return false end
    for _, has in ipairs(parts) do if has(c) then return true end end
    return false
  end})
end)
