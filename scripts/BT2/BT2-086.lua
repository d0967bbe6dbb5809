-- Rina Shinomiya: on your turn, when one of your blue Digimon attacks, you may suspend this Tamer to
-- give that Digimon +1000 DP for the turn. [On Play] reveal the top 3 cards of your deck, add 1
-- Digimon card with [Vee] in its name among them to your hand, the rest to the bottom in any order.
-- [Security] play this card free.
card:when("digimon_attacking", function(me, self, c, d)
  if not fx.paid_by_suspending(self) then return end
  if game.on_field(d) then game.change(me, d, {dp = 1000}, "turn") end
end, {turn = "yours", whose = "own", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "blue") and game.can_suspend(self)
end})
card:on_play(function(me)
  fx.reveal(me, 3, {filter = function(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Vee") end})
end)
card:security(function(me, self, c) game.play(c) end)
