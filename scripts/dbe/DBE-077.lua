-- Sifting Net. Support: discard up to 2 cards of your hand, then draw as many.
return {
  support = function(me) dbe.choose(me, dbe.cards(me, "hand"), {n = 2, up_to = true, next = "sifted"}) end,
  sifted = function(me, picks)
    for _, card in ipairs(picks) do dbe.discard(card) end
    dbe.draw(me, #picks)
  end,
}
