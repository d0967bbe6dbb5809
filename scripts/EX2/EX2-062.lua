-- Ryo Akiyama: [On Play] its player reveals the deck's top 4 and takes into the hand one of them
-- whose name contains [Dramon] or [Justimon] (a fixed 1 when one is there: no "up to", 15-10-2-1); the
-- others go under the deck in an order the player picks. [Dramon] is the "-dramon" of Cyberdramon,
-- Strikedramon ... (as BT4-099 and the draconic library read it: the API's match is case-sensitive).
-- On the player's turn, when one of their black Digimon attacks, they may suspend this Tamer to give
-- that attacker +1000 DP until the opponent's turn ends. [Security] it is played at no cost.
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
