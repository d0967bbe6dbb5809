-- MetalTyrannomon (inherited): on your turn, when this Digimon deletes an opponent's level 6 or higher
-- Digimon in battle, unsuspend this Digimon.
card:when("deleted_one_in_battle", function(me, self) game.unsuspend(self) end,
  {inherited = true, turn = "yours", whose = "self",
   condition = function(me, self, c, d) return (game.level(d) or 0) >= 6 end})
