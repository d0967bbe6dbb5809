-- Turbo Fang. Support: its owner's attacks gain 200 Power this turn.
-- Turbo: discard 1 (then the Support effect may be used at any phase's step 0).
return { support = function(me) dbe.boost(me, 200) end, turbo = "discard" }
