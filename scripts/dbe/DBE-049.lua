-- Novacrest. [1/Turn] ACTIVATE: its owner adds 2 nova counters.
-- Evolution Phase: with 4 or more nova counters, its owner gains 10 DP.
-- Strategy Phase: with 3 or more, its attacks gain 100 Power this turn.
-- Support Phase: with 10, it recovers 100 HP.
return {
  once = true,
  activate = function(me) dbe.add_nova(me, 2) end,
  evolution_phase = function(me) if dbe.nova(me) >= 4 then dbe.add_dp(me, 10) end end,
  strategy_phase = function(me) if dbe.nova(me) >= 3 then dbe.boost(me, 100) end end,
  support_phase = function(me) if dbe.nova(me) >= 10 then dbe.recover(me, 100) end end,
}
