-- Ryo Akiyama: [On Play] reveal the top 4 cards of your deck; add 1 card with [Dramon] or [Justimon] in
-- its name among them to your hand (one when there is one: no "up to", 15-10-2-1); the rest to the
-- bottom in any order. [Dramon] is the "-dramon" of Cyberdramon, Strikedramon ... (as BT4-099 and the
-- draconic library read it: the API's match is case-sensitive). [Your Turn] when you attack with a black Digimon, you may suspend this Tamer to
-- give that Digimon +1000 DP until the end of your opponent's turn. [Security] play this card without
-- paying its cost.
card:on_play(function(me)
  fx.reveal(me, 4, {must = true, filter = function(c) return game.card_name_has(c, "dramon") or game.card_name_has(c, "Justimon") end})
end)
card:when("digimon_attacking", function(me, self, c, d)
  if not fx.paid_by_suspending(self) then return end
  if game.on_field(d) then game.change(me, d, {dp = 1000}, "opponents_turn") end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "black") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
