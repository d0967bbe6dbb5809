-- Mad Dog Fire: [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] <Draw 1>, then add this card to its owner's hand.
card:main(function(me) fx.change_one(me, me, {dp = 3000}) end)
card:security(function(me, self, c)
  game.draw(me, 1)
  game.to_hand(c)
end)
