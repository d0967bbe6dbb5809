-- Bebydomon (inherited; as corrected by the erratum): [All Turns] [Once Per Turn] when this Digimon,
-- while it has [Dramon] or [Examon] in its name, becomes unsuspended, it gets +1000 DP for the turn.
-- (The erratum narrowed "a Digimon" to this Digimon.)
card:when("digimon_unsuspended", function(me, self) fx.self_dp(me, self, 1000) end,
  {whose = "self", inherited = true, all_turns = true, once_per_turn = true,
   condition = function(me, self) return draconic.dramon_or_examon(self) end})
