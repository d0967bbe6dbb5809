-- Offensive Plug-In A: while you have a Tamer in play, this card may be used without meeting its colour
-- requirements. [Main] 1 of your Digimon gains <Security Attack +1> for the turn. [Security] reveal the
-- top 3 cards of your deck; add 1 Tamer card among them to your hand (one when there is one: no "up
-- to", 15-10-2-1); the rest to the bottom in any order; then add this card to your hand.
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)
card:main(function(me) fx.change_one(me, me, {security_attack = 1}) end)
card:security(function(me, self, c)
  fx.reveal(me, 3, {must = true, filter = fx.card_kind("Tamer")})
  game.to_hand(c)
end)
