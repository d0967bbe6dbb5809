-- Patamon (inherited): on your turn, once per turn, when an opponent's Digimon is deleted at 0 DP,
-- gain 1 memory.
card:when("digimon_deleted", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "opponents", condition = fx.deleted_by("dp")})
