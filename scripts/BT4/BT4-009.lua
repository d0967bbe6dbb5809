-- Flamemon: [On Play] reveal the top 3 cards of your deck; add 1 Digimon card with [Hybrid] in its
-- form and 1 red Tamer card among them to your hand (each part filled when there is such a card,
-- Q1156); the rest go to the bottom of the deck in any order.
local function hybrid(c)
  if game.card_kind(c) ~= "Digimon" then return false end
  for _, f in ipairs(game.card_form(c)) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
local function red_tamer(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "red") end
card:on_play(function(me) fx.reveal_each(me, 3, {hybrid, red_tamer}, {must = true}) end)
