-- Salamon: [On Play] reveal the top 4 cards of your deck; add 1 card of exactly 2 colours, one of them
-- purple, among them to the hand; the rest to the bottom in any order.
card:on_play(function(me)
  fx.reveal(me, 4, {must = true, filter = function(c) return #game.card_colors(c) == 2 and game.card_has_color(c, "purple") end})
end)
