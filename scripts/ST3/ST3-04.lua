-- Patamon (inherited): on your turn, once per turn, when an opponent's Digimon is deleted at 0 DP,
-- gain 1 memory.
card:when("opponent_digimon_deleted_by_dp", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", once_per_turn = true})
