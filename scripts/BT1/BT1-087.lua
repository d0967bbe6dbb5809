-- T.K. Takaishi: [Start of Your Turn] if you have 2 or less memory, set it to 3. [On Play] look at
-- your security stack, reveal 1 card in it and add it to the hand; if it is yellow, <Recovery +1
-- (Deck)>; then shuffle the security stack. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:on_play(function(me)
  local c = game.choose(me, game.security_cards(me), 1, 1, "cards")[1]
  if not c then return end
  game.reveal_card(c)
  game.to_hand(c)
  if game.card_has_color(c, "yellow") then game.recovery(me, 1) end
  game.shuffle(me, "security")
end)
card:security(function(me, self, c) game.play(c) end)
