-- Offensive Plug-In A: its colour requirements may be ignored while its player has a Tamer in play.
-- [Main] one of the player's Digimon has <Security Attack +1> until the turn ends. [Security] the player
-- reveals the deck's top 3 and takes a Tamer card among them into the hand (a fixed 1 when one is there:
-- no "up to", 15-10-2-1); the others go under the deck in an order the player picks; then this card
-- goes to the hand too.
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)
card:main(function(me) fx.change_one(me, me, {security_attack = 1}) end)
card:security(function(me, self, c)
  fx.reveal(me, 3, {must = true, filter = fx.card_kind("Tamer")})
  game.to_hand(c)
end)
