-- Dokugumon: [On Play] reveal the top 3 cards of your deck; add 1 level 5 and 1 level 6 Digimon card
-- among them to the hand (either alone when only one is there, Q1085); trash the rest.
local function digimon_level(n)
  return function(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == n and game.card_zone(c) == "processing" end
end
card:on_play(function(me)
  local shown = game.reveal(me, 3)
  for _, n in ipairs({5, 6}) do
    local c = game.choose(me, fx.cards(shown, digimon_level(n)), 1, 1, "cards")[1]
    if c then game.to_hand(c) end
  end
  for _, c in ipairs(shown) do
    if game.card_zone(c) == "processing" then game.trash(c) end
  end
end)
