-- DP Cell. Support: gain 20 DP (kept until the DP is discarded by an evolution).
return { support = function(me) dbe.add_dp(me, 20) end }
