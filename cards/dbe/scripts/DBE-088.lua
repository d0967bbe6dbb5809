-- Hollow Cache. Support: Dark Discard 1 (a card of your hand, your pick, goes to your Dark Area), then draw 1.
return {
  support = function(me) dbe.choose(me, dbe.cards(me, "hand"), {next = "hidden"}) end,
  hidden = function(me, picks)
    dbe.dark_discard(picks[1])
    dbe.draw(me, 1)
  end,
}
