-- BaoHuckmon (inherited): [All Turns] while this Digimon has [Huckmon] in its name or [Royal Knight]
-- in its traits, it gets +1000 DP.
card:static{inherited = true, dp = 1000, condition = function(me, self) return royal.huckmon_or_knight(self) end}
