-- Huckmon: [On Play] reveal the top 5 cards of your deck; add up to 2 Digimon cards with [Huckmon],
-- [Jesmon] or [Sistermon] in their names among them to your hand (two copies of one card too,
-- Q1405); the rest to the bottom of the deck in any order.
local function named(c)
  return game.card_kind(c) == "Digimon"
    and (game.card_name_has(c, "Huckmon") or game.card_name_has(c, "Jesmon") or game.card_name_has(c, "Sistermon"))
end
card:on_play(function(me) fx.reveal(me, 5, {filter = named, count = 2}) end)
