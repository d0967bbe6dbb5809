-- Zoe Orimoto: [On Play] you may search your security stack for 1 card with [Hybrid] or [Ten Warriors] in
-- its traits, reveal it and add it to your hand; if you added one, <Recovery +1 (Deck)>. Then shuffle
-- your security stack. Inherited: [Opponent's Turn] all of your Security Digimon get +3000 DP.
-- [Security] play this card without paying.
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.security_cards(me), warriors.hybrid_or_ten), 0, 1, "cards")[1]
  if c then game.to_hand(c, {named = true}) end
  if c and game.card_zone(c) == "hand" then game.recovery(me, 1) end
  game.shuffle(me, "security")
end)
card:static{inherited = true, turn = "opponents", applies = "own_security_digimon", dp = 3000}
card:security(function(me, self, c) game.play(c) end)
