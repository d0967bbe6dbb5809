-- Kinkakumon (inherited): [When Attacking] you may trash 1 card in your hand to delete 1 of the
-- opponent's level 3 Digimon (an empty hand pays nothing).
card:when_attacking(function(me)
  if diamond.trash_from_hand(me) then fx.delete(me, {filter = function(d) return game.level(d) == 3 end}) end
end, {inherited = true})
