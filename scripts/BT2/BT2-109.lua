-- Heat Viper: [Main] you may delete 1 of your Digimon (battle area only, Q1041) to delete up to 2 of
-- your opponent's level 4 or lower Digimon. [Security] add this card to your hand.
card:main(function(me)
  if #game.digimon(me) == 0 or not game.yes_no(me) then return end
  local d = fx.choose_one(me, me)
  game.delete(d)
  if game.on_field(d) then return end -- the cost was not paid (its deletion prevented)
  fx.delete(me, {count = 2, upto = true, filter = fx.level_at_most(4)})
end)
card:security(function(me, self, c) game.to_hand(c) end)
