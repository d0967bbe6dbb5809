-- Shu-Chong Wong: [On Play] you may play 1 [Lopmon] from your hand without paying its cost. [Start of
-- Your Turn] if you have 3 or fewer security cards, <Draw 1> (the "if" read as the effect would
-- activate, 15-8-3-9-2; unmet, it is not activated, 15-6-3). [Security] play this card without paying.
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), function(x) return game.card_name(x) == "Lopmon" end), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:start_of_your_turn(function(me) game.draw(me, 1) end, {activate_if = function(me) return game.security(me) <= 3 end})
card:security(function(me, self, c) game.play(c) end)
