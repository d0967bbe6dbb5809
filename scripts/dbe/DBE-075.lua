-- Omen Drum. Support: Call 2 (name two cards; look at your top 2): draw 1 for each named one there.
return {
  support = function(me) dbe.call(me, 2, 2, {}, "called") end,
  called = function(me, hits) dbe.draw(me, hits) end,
}
