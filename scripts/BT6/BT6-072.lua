-- Ogremon: [On Play] you may trash 1 card in your hand to delete 1 of the opponent's level 4 or lower
-- Digimon; with an empty hand it does nothing (Q1463).
card:on_play(function(me)
  if diamond.trash_from_hand(me) then fx.delete(me, {filter = fx.level_at_most(4)}) end
end)
