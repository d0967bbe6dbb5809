-- Shu-Chong Wong: [On Play] its player may put a [Lopmon] from the hand into play at no cost. [Start
-- of Your Turn] <Draw 1> when the player holds at most 3 security cards (checked as the effect would
-- activate, 15-8-3-9-2; otherwise it is not activated, 15-6-3). [Security] it is played at no cost.
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), function(x) return game.card_name(x) == "Lopmon" end), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:start_of_your_turn(function(me) game.draw(me, 1) end, {activate_if = function(me) return game.security(me) <= 3 end})
card:security(function(me, self, c) game.play(c) end)
