-- Tyrannomon: [When Digivolving] reveal the top 3 cards of your deck; add 1 level 5 or lower Digimon
-- card and 1 green Tamer card among them to the hand (either alone when only one is there, Q1016,
-- Q1017); the rest go to the bottom of the deck in any order.
local function digimon5(c) return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) <= 5 end
local function green_tamer(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "green") end
card:when_digivolving(function(me)
  local shown = game.reveal(me, 3)
  for _, filter in ipairs({digimon5, green_tamer}) do
    local pick = fx.cards(shown, function(c) return game.card_zone(c) == "processing" and filter(c) end)
    local c = game.choose(me, pick, 1, 1, "cards")[1]
    if c then game.to_hand(c) end
  end
  fx.in_order(me, fx.cards(shown, function(c) return game.card_zone(c) == "processing" end),
    function(c) game.to_deck(c, "bottom") end)
end)
