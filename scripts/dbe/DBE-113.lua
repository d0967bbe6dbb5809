-- Lantern Glint. Any Phase: put a card of your hand into your Dark Area
-- (Dark Discard 1, your choice), then draw 1.
return {
  any_phase = function(me)
    local hand = dbe.cards(me, "hand")
    if #hand == 0 then dbe.draw(me, 1) return end
    dbe.choose(me, hand, {next = "chosen"})
  end,
  chosen = function(me, result)
    dbe.dark_discard(result[1])
    dbe.draw(me, 1)
  end,
}
