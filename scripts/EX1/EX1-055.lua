-- Tapirmon (inherited): [Your Turn] [Once Per Turn] when another of your Digimon is deleted, <Draw 1>
-- (one draw for several deleted together, Q3240).
card:when("digimon_deleted", function(me) game.draw(me, 1) end,
  {inherited = true, turn = "yours", whose = "own", once_per_turn = true,
   condition = function(me, self, c, d) return d ~= self end})
