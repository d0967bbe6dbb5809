-- Heaven's Gate: one of your Digimon gets +3000 DP for the turn.
-- Security: all your Digimon and Security Digimon get +5000 DP for the turn; then this card
-- goes to its owner's hand.
card:main(function(me) fx.change_one(me, me, {dp = 3000}) end)
card:security(function(me, self, c)
  game.change_all(me, me, "digimon", {dp = 5000}, "turn")
  game.change_all(me, me, "security_digimon", {dp = 5000}, "turn")
  game.to_hand(c)
end)
