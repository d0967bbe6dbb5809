-- Airdramon: [On Play] search your security stack (look at all of it, Q3405), reveal 1 card of it and
-- add it to your hand. If it is a yellow card, <Recovery +1 (Deck)>. Then shuffle your security stack.
card:on_play(function(me)
  local c = game.choose(me, game.security_cards(me), 1, 1, "cards")[1]
  if c then
    game.reveal_card(c)
    game.to_hand(c)
    if game.card_has_color(c, "yellow") then game.recovery(me, 1) end
  end
  game.shuffle(me, "security")
end)
