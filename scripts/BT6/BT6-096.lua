-- Forbidden Trident: [Main] for the turn, 1 of your Digimon gets +2000 DP and "[When Attacking]
-- return 1 of the opponent's level 3 Digimon to its owner's hand, its digivolution cards to the
-- trash". [Security] add this card to its owner's hand.
local trident = card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) == 3 end)
  if d then game.bounce(d) end
end, {granted = true})
card:main(function(me) fx.change_one(me, me, {dp = 2000, effect = trident}) end)
card:security(function(me, self, c) game.to_hand(c) end)
