-- Labramon (inherited): on your turn, when an opponent's Digimon is deleted at 0 DP, <Draw 1>.
card:when("digimon_deleted", function(me) game.draw(me, 1) end,
  {inherited = true, turn = "yours", whose = "opponents", condition = fx.deleted_by("dp")})
