-- Ludomon: [On Play] reveal the top 5 cards of your deck; add 1 [RagnaLoardmon] Digimon card and 1 Digimon
-- card with Legend-Arms among its traits among them to the hand; the rest go to the bottom in any order.
local function digimon(c) return game.card_kind(c) == "Digimon" end
card:on_play(function(me)
  fx.reveal_each(me, 5, {
    function(c) return digimon(c) and game.card_name(c) == "RagnaLoardmon" end,
    function(c) return digimon(c) and game.card_has_trait(c, "Legend-Arms") end,
  }, {must = true})
end)
