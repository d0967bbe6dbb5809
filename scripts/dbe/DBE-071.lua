-- Static Veil. Support: Corrupt 2; then every attack of yours gains 100 Power.
return {
  support = function(me) dbe.corrupt(me, 2, "after") end,
  after = function(me) dbe.boost(me, 100) end,
}
