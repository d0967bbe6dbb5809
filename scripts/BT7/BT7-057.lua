-- Monitamon: [On Play] reveal the top 3 cards of your deck; add 1 card with [Knightmon] in its name or 1
-- [DeadlyAxemon] among them to your hand; the rest to the bottom in any order.
card:on_play(function(me)
  fx.reveal(me, 3, {must = true, filter = function(c)
    return game.card_name_has(c, "Knightmon") or game.card_name(c) == "DeadlyAxemon"
  end})
end)
