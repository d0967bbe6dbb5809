-- Joe Kido: on your turn, when one of your opponent's digivolution cards is trashed (taken from under
-- its Digimon: not the cards of a Digimon leaving the field, Q1037), you may suspend this Tamer to
-- gain 1 memory (once for cards trashed together). [Security] play this card free.
card:when("digivolution_card_trashed", function(me, self)
  game.suspend(self)
  game.gain_memory(me, 1)
end, {turn = "yours", whose = "opponents", optional = true,
  condition = function(me, self) return not game.suspended(self) end})
card:security(function(me, self, c) game.play(c) end)
