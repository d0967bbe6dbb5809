-- Kotemon: [On Play] reveal the top 5 cards of your deck; add up to 2 yellow Digimon cards with
-- [Warrior] or [Holy Warrior] in their types among them to the hand (any mix of the two, Q1316);
-- the rest to the bottom in any order.
local function warrior(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "yellow") and fx.card_trait_has("Warrior")(c)
end
card:on_play(function(me) fx.reveal(me, 5, {filter = warrior, count = 2}) end)
