-- Tokomon (inherited): on your turn, once per turn, when an opponent's Digimon is deleted at 0 DP,
-- this Digimon gets +1000 DP for the turn.
card:when("opponent_digimon_deleted_by_dp", function(me, self) fx.self_dp(me, self, 1000) end,
  {inherited = true, turn = "yours", once_per_turn = true})
