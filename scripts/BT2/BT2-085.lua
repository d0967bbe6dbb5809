-- Joe Kido: on your turn, when one of your opponent's digivolution cards is trashed (taken from under
-- its Digimon: not the cards of a Digimon leaving the field, Q1037), you may suspend this Tamer to
-- gain 1 memory (once for cards trashed together). [Security] play this card free.
card:when("digivolution_card_trashed", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
end, {turn = "yours", whose = "opponents", optional = true,
  condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
