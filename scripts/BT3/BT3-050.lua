-- Stingmon (inherited): on your turn, once per turn, when this Digimon deletes an opponent's Digimon
-- in battle and survives, gain 1 memory (a tie deletes it too: it no longer watches).
card:when("deleted_one_in_battle", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "self"})
