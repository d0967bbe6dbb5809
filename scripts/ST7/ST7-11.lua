-- Lightning Joust: [Main] 1 of your Digimon gets +2000 DP for the turn. Then, if you have no more
-- security cards than the opponent (fewer or as many), 1 of your Digimon (the same or another) gains
-- <Security Attack +1> for the turn. [Security] add this card to its owner's hand.
card:main(function(me)
  fx.change_one(me, me, {dp = 2000})
  if game.security(me) <= game.security(game.opponent(me)) then fx.change_one(me, me, {security_attack = 1}) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
