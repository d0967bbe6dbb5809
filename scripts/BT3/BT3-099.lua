-- We Have to Stop Fighting!: [Main] for the turn, no Digimon of either player can be deleted in battle.
-- [Security] add this card to the hand.
card:main(function(me)
  for p = 0, 1 do game.change_all(me, p, "digimon", {forbid = {"be_deleted_in_battle"}}, "turn") end
end)
card:security(function(me, self, c) game.to_hand(c) end)
