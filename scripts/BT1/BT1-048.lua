-- Patamon: [On Play] reveal the top 4 cards of your deck; add all yellow Tamer cards among them to
-- the hand; the rest go to the bottom of the deck in any order.
card:on_play(function(me)
  local shown = game.reveal(me, 4)
  local rest = {}
  for _, c in ipairs(shown) do
    if game.card_kind(c) == "Tamer" and game.card_has_color(c, "yellow") then game.to_hand(c) else rest[#rest + 1] = c end
  end
  fx.in_order(me, rest, function(c) game.to_deck(c, "bottom") end)
end)
