-- Horn Buster: [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] suspend 1 of your opponent's Digimon, then add this card to its owner's hand.
card:main(function(me) fx.change_one(me, me, {dp = 3000}) end)
card:security(function(me, self, c)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
  game.to_hand(c)
end)
