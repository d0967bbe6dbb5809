-- Lopmon: [On Play] look at the top card of your security stack; you may add it to the hand, and
-- then <Draw 1> (no security card, no draw: Q1070; an empty deck still allows the adding: Q1071).
card:on_play(function(me)
  local top = game.security_cards(me)[1]
  if top and game.yes_no(me) then
    game.to_hand(top)
    game.draw(me, 1)
  end
end)
