-- Blazedramon (an invented card): when attacking, delete one of the opponent's Digimon with
-- 2000 DP or less. Inherited: +1000 DP on your turn.
card:when_attacking(function(me) fx.delete(me, {count = 1, dp = 2000}) end)
card:static{inherited = true, turn = "yours", dp = 1000}
