-- Aqua Viper: [Main] return 1 of your Digimon to its owner's hand to return up to 2 of the opponent's
-- level 4 or lower Digimon to their owner's hand (digivolution cards to the trash). The cost is paid
-- once your Digimon has left the field (a token or a Digi-Egg-deck card too, Q1265, Q1266).
-- [Security] add this card to its owner's hand.
card:main(function(me)
  local mine = fx.choose_one(me, me)
  if not mine then return end
  game.bounce(mine)
  if game.on_field(mine) then return end
  game.bounce(fx.choose(me, game.opponent(me), 2, fx.level_at_most(4), true))
end)
card:security(function(me, self, c) game.to_hand(c) end)
