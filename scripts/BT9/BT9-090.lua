-- Maki Himekawa: [On Play] reveal the top 3 cards of your deck; add 1 [Tapirmon] and 1 black card of
-- exactly 2 colours among them to the hand, as many as there are (Q1892; printed colours only, Q1893);
-- the rest to the bottom in any order. [Your Turn] when one of your Digimon would digivolve into a
-- 2-colour black Digimon card, you may suspend this Tamer to reduce the digivolution cost by 1.
-- [Security] play this card without paying.
card:on_play(function(me)
  fx.reveal_each(me, 3, {
    function(c) return game.card_name(c) == "Tapirmon" end,
    function(c) return #game.card_colors(c) == 2 and game.card_has_color(c, "black") end}, {must = true})
end)
card:when_would("digivolve", function(me, self) return fx.paid_by_suspending(self) end,
  {any = true, turn = "yours", optional = true, reduce = 1, condition = function(me, self, c, x)
    return game.card_kind(x) == "Digimon" and #game.card_colors(x) == 2 and game.card_has_color(x, "black") and game.can_suspend(self)
  end})
card:security(function(me, self, c) game.play(c) end)
