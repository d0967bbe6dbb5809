-- Spark Gear. EVOLVE (played from the hand in the Evolution Phase, the turn's one EVOLVE
-- card): gain 20 DP, for an evolution by DP after it.
return { evolve = function(me) dbe.add_dp(me, 20) end }
