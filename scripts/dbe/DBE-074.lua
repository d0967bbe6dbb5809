-- Fortune Gong. Support: Call 1 in both 3 (name a card; look at the top 3 of both decks);
-- for each time it is there, but once only: every attack of yours gains 300 Power.
return {
  support = function(me) dbe.call(me, 1, 3, {who = "both", once = true}, "called") end,
  called = function(me, hits) dbe.boost(me, 300 * hits) end,
}
