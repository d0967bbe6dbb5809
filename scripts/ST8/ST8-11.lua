-- Victory Sword: [Main] unsuspend 1 of your blue Digimon. [Security] add this card to its owner's hand.
card:main(function(me)
  local d = fx.choose_one(me, me, fx.colored("blue"))
  if d then game.unsuspend(d) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
