-- Underdog Rush. Support: its owner's attacks gain 150 Power this turn.
-- Turbo, if its owner's active is of a lower level than the other's.
local rank = { R = 0, C = 1, U = 2, M = 3 }
return {
  support = function(me) dbe.boost(me, 150) end,
  turbo = true,
  turbo_if = function(me)
    local mine, theirs = dbe.level(me), dbe.level(dbe.opponent(me))
    return mine ~= nil and theirs ~= nil and rank[mine] < rank[theirs]
  end,
}
