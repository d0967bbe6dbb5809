-- Okuwamon (inherited): on your turn, when this Digimon deletes an opponent's Digimon in battle and
-- survives, gain 1 memory. (A Security Digimon is not a Digimon on the field: it is never deleted, Q928.)
card:when("digimon_deleted", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "opponents", condition = function(me, self, c, d)
    local cause, by = game.deletion(d)
    return cause == "battle" and by == self and game.on_field(self)
  end})
