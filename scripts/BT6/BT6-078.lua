-- SkullGreymon: when one of your effects trashes this card from your hand, you may place it at the
-- bottom of the digivolution cards of 1 of your purple Digimon. [When Attacking] you may trash 1
-- card in your hand to have this Digimon get +3000 DP for the turn. Inherited <Retaliation> (card data).
card:when("card_trashed", function(me, self, c)
  local d = game.choose(me, fx.digimon(me, fx.colored("purple")), 0, 1)[1]
  if d then game.put_under(c, d, "bottom") end
end, {whose = "self", from = "hand", condition = diamond.trashed_from_hand_by_own})
card:when_attacking(function(me, self)
  if diamond.trash_from_hand(me) then fx.self_dp(me, self, 3000) end
end)
