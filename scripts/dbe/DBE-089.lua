-- Ember Chant. Support: if your active is named Emberpup, +200 Power to every attack; else +50.
return {
  support = function(me)
    if dbe.named(me, "Emberpup") then dbe.boost(me, 200) else dbe.boost(me, 50) end
  end,
}
