-- Hollow Cache. Support: Dark Discard 1 (a card of your hand, your pick, goes to your Dark Area;
-- none with an empty hand), then draw 1.
return {
  support = function(me) dbe.choose(me, dbe.cards(me, "hand"), {next = "hidden"}) end,
  hidden = function(me, picks)
    for _, card in ipairs(picks) do dbe.dark_discard(card) end
    dbe.draw(me, 1)
  end,
}
