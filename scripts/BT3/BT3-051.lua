-- Dokugumon: [On Play] reveal the top 3 cards of your deck; add 1 level 5 and 1 level 6 Digimon card
-- among them to the hand (either alone when only one is there, Q1085), together; trash the rest.
local function digimon_level(n)
  return function(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == n end
end
card:on_play(function(me)
  fx.reveal_each(me, 3, {digimon_level(5), digimon_level(6)}, {must = true, rest = "trash"})
end)
