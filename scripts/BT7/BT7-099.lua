-- Electric Rush: [Main] 1 of your Digimon gets +3000 DP for the turn; then, if you have exactly 3 security
-- cards, unsuspend 1 of your Digimon. [Security] add this card to its owner's hand.
card:main(function(me)
  fx.change_one(me, me, {dp = 3000})
  if game.security(me) == 3 then
    local d = fx.choose_one(me, me)
    if d then game.unsuspend(d) end
  end
end)
card:security(function(me, self, c) game.to_hand(c) end)
