-- Ultra Turbulence: [Main] 1 of your opponent's Digimon and all of your opponent's Security Digimon get
-- -3000 DP for the turn (a Security Digimon at 0 DP still battles, Q1666). [Security] add this card to
-- its owner's hand.
card:main(function(me)
  fx.change_one(me, game.opponent(me), {dp = -3000})
  game.change_all(me, game.opponent(me), "security_digimon", {dp = -3000}, "turn")
end)
card:security(function(me, self, c) game.to_hand(c) end)
