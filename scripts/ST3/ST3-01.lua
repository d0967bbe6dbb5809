-- Tokomon (inherited): on your turn, once per turn, when an opponent's Digimon is deleted at 0 DP,
-- this Digimon gets +1000 DP for the turn.
card:when("digimon_deleted", function(me, self) fx.self_dp(me, self, 1000) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "opponents", condition = fx.deleted_by("dp")})
