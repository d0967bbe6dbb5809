-- Relay Signal. Support: choose a card of your hand; it becomes a further Support of yours,
-- used after the supports already played (Support Phase: resolution starts again for it).
return {
  support = function(me) dbe.choose(me, dbe.cards(me, "hand"), {up_to = true, next = "relayed"}) end,
  relayed = function(me, picks) if picks[1] then dbe.add_support(picks[1]) end end,
}
